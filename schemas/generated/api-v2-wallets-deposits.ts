// Generated from schemas/api/v2-wallets-deposits.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-deposits.json",
  "title": "POST /wps/v2/wallets/deposits",
  "bodyLimit": 16384,
  "description": "Opens a deposit order: the amount within the channel's limits and the member's deposit limits (409 DEPOSIT_LIMIT, with the room left in the message), not for trial accounts (403) or a self-excluded member (403 SELF_EXCLUDED). Answers the order with its payment code and the address of the payment page (the sandbox's stand-in for the payment provider), which credits the main wallet once paid. A replayed requestId answers the same order (with a new payment page address).",
  "definitions": {
    "order": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "orderId",
        "channelCode",
        "channelName",
        "amount",
        "status",
        "paymentCode",
        "createdAt",
        "expiresAt",
        "paidAt"
      ],
      "properties": {
        "orderId": {
          "type": "string",
          "pattern": "^D[0-9A-Z]{10,24}$"
        },
        "channelCode": {
          "type": "string"
        },
        "channelName": {
          "type": "string"
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "status": {
          "enum": [
            "PENDING",
            "PAID",
            "CANCELLED",
            "EXPIRED"
          ]
        },
        "paymentCode": {
          "type": "string"
        },
        "createdAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "expiresAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "paidAt": {
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
        "channelCode",
        "amount",
        "requestId"
      ],
      "properties": {
        "channelCode": {
          "type": "string",
          "pattern": "^[A-Z0-9_]{2,24}$"
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/amountInput"
        },
        "requestId": {
          "$ref": "wallet-common.json#/definitions/requestId"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "order",
        "paymentUrl"
      ],
      "properties": {
        "order": {
          "$ref": "v2-wallets-deposits.json#/definitions/order"
        },
        "paymentUrl": {
          "type": "string",
          "pattern": "^/cdn/[ab]/pay/[A-Za-z0-9_-]{43}$"
        }
      }
    }
  }
} as const;
export default schema;
