// Generated from schemas/api/v2-agent-settings.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-settings.json",
  "title": "GET /wps/v2/agent/settings",
  "description": "The agent centre's switches for the session agent: its account type, the per-account flags enableCt (dividends), enableSalary and enableContract, the salary and dividend schemes of its type (as member/info/funds/consolidated), and its invitation code when it has one. Agents only (account types 1, 2, 41, 42; any other answers 403 AGENT_ONLY). Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "accountType",
        "enableCt",
        "enableSalary",
        "enableContract",
        "consolidated",
        "inviteCode"
      ],
      "properties": {
        "accountType": {
          "$ref": "common.json#/definitions/accountType"
        },
        "enableCt": {
          "type": "boolean"
        },
        "enableSalary": {
          "type": "boolean"
        },
        "enableContract": {
          "type": "boolean"
        },
        "consolidated": {
          "$ref": "member-info-funds-consolidated.json#/definitions/response"
        },
        "inviteCode": {
          "type": [
            "string",
            "null"
          ]
        }
      }
    }
  }
} as const;
export default schema;
