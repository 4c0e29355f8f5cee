// Generated from schemas/api/v2-wallets-withdrawals.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-withdrawals.json",
  "title": "POST /wps/v2/wallets/withdrawals",
  "bodyLimit": 16384,
  "description": "Confirms a withdrawal behind the payment password (400 WRONG_PAYMENT_PASSWORD, 400 PAYMENT_PASSWORD_NOT_SET, 429 PAYMENT_PASSWORD_LOCKED): the money leaves the main wallet at once and the withdrawal is PROCESSING until the payment provider pays it. A confirmation past its time is 410 CONFIRMATION_EXPIRED, one used or unknown 404 CONFIRMATION_NOT_FOUND. Needs a token.",
  "definitions": {
    "withdrawal": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "withdrawalId",
        "amount",
        "fee",
        "receive",
        "status",
        "rejectReason",
        "payoutAccount",
        "createdAt",
        "decidedAt"
      ],
      "properties": {
        "withdrawalId": {
          "type": "string",
          "pattern": "^W[0-9A-Z]{10,24}$"
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "fee": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "receive": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "status": {
          "enum": [
            "PROCESSING",
            "PAID",
            "REJECTED"
          ]
        },
        "rejectReason": {
          "type": [
            "string",
            "null"
          ]
        },
        "payoutAccount": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "keyType",
            "pixKey",
            "bankName"
          ],
          "properties": {
            "keyType": {
              "enum": [
                "CPF",
                "PHONE",
                "EMAIL",
                "RANDOM"
              ]
            },
            "pixKey": {
              "type": "string"
            },
            "bankName": {
              "type": "string"
            }
          }
        },
        "createdAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "decidedAt": {
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "confirmationId",
        "paymentPassword"
      ],
      "properties": {
        "confirmationId": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{32}$"
        },
        "paymentPassword": {
          "$ref": "relay-passwordCheck-MCS2_redeemPointReward.json#/definitions/paymentPassword"
        }
      }
    },
    "response": {
      "$ref": "v2-wallets-withdrawals.json#/definitions/withdrawal"
    }
  }
} as const;
export default schema;
