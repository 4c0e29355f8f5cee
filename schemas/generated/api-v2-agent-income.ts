// Generated from schemas/api/v2-agent-income.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-income.json",
  "title": "GET /wps/v2/agent/income",
  "description": "My income: the session agent's own SALARY and DIVIDEND credits to its main wallet in the range, newest first, paged. kind says which scheme paid it (the settled salary period's scheme; a SALARY credit of no settled period reads as DAILY_SALARY). totals: the whole range's amount and its split by kind. Dates are calendar days in UTC-3, both included, at most 90 days. Agents only (account types 1, 2, 41, 42; any other answers 403 AGENT_ONLY). Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "wallet-common.json#/definitions/rangeQuery"
    },
    "kind": {
      "enum": [
        "DAILY_SALARY",
        "HOURLY_SALARY",
        "REALTIME_SALARY",
        "DIVIDEND"
      ]
    },
    "entry": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "moveId",
        "kind",
        "amount",
        "description",
        "createdAt"
      ],
      "properties": {
        "moveId": {
          "type": "integer",
          "minimum": 1
        },
        "kind": {
          "$ref": "v2-agent-income.json#/definitions/kind"
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "description": {
          "type": "string"
        },
        "createdAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "list",
        "totalCount",
        "totalPages",
        "totals"
      ],
      "properties": {
        "list": {
          "type": "array",
          "items": {
            "$ref": "v2-agent-income.json#/definitions/entry"
          }
        },
        "totalCount": {
          "type": "integer",
          "minimum": 0
        },
        "totalPages": {
          "type": "integer",
          "minimum": 0
        },
        "totals": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "amount",
            "byKind"
          ],
          "properties": {
            "amount": {
              "$ref": "wallet-common.json#/definitions/money"
            },
            "byKind": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "DAILY_SALARY",
                "HOURLY_SALARY",
                "REALTIME_SALARY",
                "DIVIDEND"
              ],
              "properties": {
                "DAILY_SALARY": {
                  "$ref": "wallet-common.json#/definitions/money"
                },
                "HOURLY_SALARY": {
                  "$ref": "wallet-common.json#/definitions/money"
                },
                "REALTIME_SALARY": {
                  "$ref": "wallet-common.json#/definitions/money"
                },
                "DIVIDEND": {
                  "$ref": "wallet-common.json#/definitions/money"
                }
              }
            }
          }
        }
      }
    }
  }
} as const;
export default schema;
