// Generated from schemas/api/v2-agent-downlines.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-downlines.json",
  "title": "POST /wps/v2/agent/downlines",
  "bodyLimit": 65536,
  "description": "Opens an account below the session agent (encrypted call): MEMBER gets type 0, AGENT type 2 (a sub-agent, its enableCt, enableSalary and enableContract off until an operator turns them on). Username and password follow the merchant's registration rules, with registration's checks and messages (400 INVALID_REQUEST naming the field); a taken username is 409 USERNAME_TAKEN. The nickname defaults to the username. Agents only (account types 1, 2, 41, 42; any other answers 403 AGENT_ONLY). Needs a token.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "username",
        "password",
        "accountKind"
      ],
      "properties": {
        "username": {
          "type": "string",
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "password": {
          "type": "string",
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "nickname": {
          "type": "string",
          "maxLength": 32,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "accountKind": {
          "enum": [
            "MEMBER",
            "AGENT"
          ]
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "username",
        "accountType"
      ],
      "properties": {
        "username": {
          "type": "string"
        },
        "accountType": {
          "$ref": "common.json#/definitions/accountType"
        }
      }
    }
  }
} as const;
export default schema;
