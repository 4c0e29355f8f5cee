// Generated from schemas/api/v2-wallets-deposit-channels.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-deposit-channels.json",
  "title": "GET /wps/v2/wallets/deposit/channels",
  "description": "The merchant's deposit channels with their limits and one-tap amounts, and what the member's deposit limits still allow (depositRoom, null without a limit). Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "channel": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "channelCode",
        "name",
        "description",
        "minAmount",
        "maxAmount",
        "presets",
        "arrival"
      ],
      "properties": {
        "channelCode": {
          "type": "string"
        },
        "name": {
          "type": "string"
        },
        "description": {
          "type": "string"
        },
        "minAmount": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "maxAmount": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "presets": {
          "type": "array",
          "items": {
            "$ref": "wallet-common.json#/definitions/money"
          }
        },
        "arrival": {
          "type": "string"
        }
      }
    },
    "depositRoom": {
      "anyOf": [
        {
          "type": "null"
        },
        {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "period",
            "limit",
            "remaining"
          ],
          "properties": {
            "period": {
              "enum": [
                "DAY",
                "WEEK",
                "MONTH"
              ]
            },
            "limit": {
              "$ref": "wallet-common.json#/definitions/money"
            },
            "remaining": {
              "$ref": "wallet-common.json#/definitions/money"
            }
          }
        }
      ]
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "channels",
        "depositRoom"
      ],
      "properties": {
        "channels": {
          "type": "array",
          "items": {
            "$ref": "v2-wallets-deposit-channels.json#/definitions/channel"
          }
        },
        "depositRoom": {
          "$ref": "v2-wallets-deposit-channels.json#/definitions/depositRoom"
        }
      }
    }
  }
} as const;
export default schema;
