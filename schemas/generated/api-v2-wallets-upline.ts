// Generated from schemas/api/v2-wallets-upline.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-upline.json",
  "title": "GET /wps/v2/wallets/upline",
  "description": "What the transferUpline page needs: the member's upline agent (null without one), the MAIN balance, whether a payment password is set, and the member's last 10 transfers to the upline. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "upline",
        "mainBalance",
        "paymentPasswordSet",
        "recent"
      ],
      "properties": {
        "upline": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "username",
                "nickname"
              ],
              "properties": {
                "username": {
                  "type": "string"
                },
                "nickname": {
                  "type": "string"
                }
              }
            }
          ]
        },
        "mainBalance": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "paymentPasswordSet": {
          "type": "boolean"
        },
        "recent": {
          "type": "array",
          "maxItems": 10,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "moveId",
              "amount",
              "createdAt"
            ],
            "properties": {
              "moveId": {
                "type": "integer",
                "minimum": 1
              },
              "amount": {
                "$ref": "wallet-common.json#/definitions/money"
              },
              "createdAt": {
                "$ref": "wallet-common.json#/definitions/timestamp"
              }
            }
          }
        }
      }
    }
  }
} as const;
export default schema;
