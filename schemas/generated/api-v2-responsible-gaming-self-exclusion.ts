// Generated from schemas/api/v2-responsible-gaming-self-exclusion.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-responsible-gaming-self-exclusion.json",
  "title": "POST /wps/v2/responsible-gaming/self-exclusion",
  "bodyLimit": 16384,
  "description": "Starts a self-exclusion for a period or for good, behind the login password (400 WRONG_PASSWORD) and an explicit confirmation: every session of the member ends at once, and until it ends login, deposits, transfers and game launches answer 403 SELF_EXCLUDED. It cannot be shortened. Not for trial accounts (403). Needs a token.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "period",
        "password",
        "confirm"
      ],
      "properties": {
        "period": {
          "enum": [
            "DAYS_1",
            "DAYS_7",
            "DAYS_30",
            "DAYS_90",
            "DAYS_180",
            "DAYS_365",
            "INDEFINITE"
          ]
        },
        "password": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64
        },
        "confirm": {
          "const": true
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "endsAt"
      ],
      "properties": {
        "endsAt": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "wallet-common.json#/definitions/timestamp"
            }
          ]
        }
      }
    }
  }
} as const;
export default schema;
