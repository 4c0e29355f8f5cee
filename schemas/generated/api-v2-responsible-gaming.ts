// Generated from schemas/api/v2-responsible-gaming.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-responsible-gaming.json",
  "title": "GET /wps/v2/responsible-gaming",
  "description": "The member's responsible-gaming settings: deposit limits per rolling period (24 hours, 7 days, 30 days) with any raise or removal waiting its 24 hours, what the limits still allow, and the reality-check interval. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "depositLimit": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "period",
        "amount",
        "pendingAmount",
        "pendingRemove",
        "pendingFrom"
      ],
      "properties": {
        "period": {
          "enum": [
            "DAY",
            "WEEK",
            "MONTH"
          ]
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "pendingAmount": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "wallet-common.json#/definitions/money"
            }
          ]
        },
        "pendingRemove": {
          "type": "boolean"
        },
        "pendingFrom": {
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
    },
    "interval": {
      "enum": [
        15,
        30,
        45,
        60,
        90,
        120
      ]
    },
    "overview": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "depositLimits",
        "depositRoom",
        "realityCheckMinutes"
      ],
      "properties": {
        "depositLimits": {
          "type": "array",
          "items": {
            "$ref": "v2-responsible-gaming.json#/definitions/depositLimit"
          }
        },
        "depositRoom": {
          "$ref": "v2-wallets-deposit-channels.json#/definitions/depositRoom"
        },
        "realityCheckMinutes": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "enum": [
                15,
                30,
                45,
                60,
                90,
                120
              ]
            }
          ]
        }
      }
    },
    "response": {
      "$ref": "v2-responsible-gaming.json#/definitions/overview"
    }
  }
} as const;
export default schema;
