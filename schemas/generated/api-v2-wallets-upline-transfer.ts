// Generated from schemas/api/v2-wallets-upline-transfer.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-upline-transfer.json",
  "title": "POST /wps/v2/wallets/upline-transfer",
  "bodyLimit": 16384,
  "description": "Moves money from the member's MAIN wallet to their upline agent's MAIN wallet (an UPLINE move), behind the payment password (the shared check: 5 wrong tries in 15 minutes lock it). The receiver is always the member's own upline. 409 NO_UPLINE without one, 409 INSUFFICIENT_FUNDS, 403 for a trial account or SELF_EXCLUDED. The requestId moves money once. Needs a token.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "amount",
        "paymentPassword",
        "requestId"
      ],
      "properties": {
        "amount": {
          "$ref": "wallet-common.json#/definitions/amountInput"
        },
        "paymentPassword": {
          "type": "string",
          "minLength": 0,
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
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
        "moved",
        "balances"
      ],
      "properties": {
        "moved": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "balances": {
          "$ref": "wallet-common.json#/definitions/balances"
        }
      }
    }
  }
} as const;
export default schema;
