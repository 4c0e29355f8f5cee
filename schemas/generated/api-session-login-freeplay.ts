// Generated from schemas/api/session-login-freeplay.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "session-login-freeplay.json",
  "title": "POST /wps/session/login/freeplay",
  "bodyLimit": 16384,
  "description": "Starts a free-play trial: creates a type 4 account (demo + 8 random characters, no password) and logs it in. Refused (403) when the whitelabel module FREEPLAY3 is off.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "os",
        "platform",
        "randomString",
        "gatewayVersion"
      ],
      "properties": {
        "os": {
          "type": "string",
          "minLength": 0,
          "maxLength": 32,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "platform": {
          "enum": [
            "W"
          ]
        },
        "randomString": {
          "type": "string",
          "pattern": "^[A-Za-z0-9+/=_-]{16,128}$"
        },
        "gatewayVersion": {
          "const": 3
        }
      }
    },
    "response": {
      "$ref": "common.json#/definitions/loginResult"
    }
  }
} as const;
export default schema;
