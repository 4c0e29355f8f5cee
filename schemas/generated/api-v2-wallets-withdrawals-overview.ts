// Generated from schemas/api/v2-wallets-withdrawals-overview.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-withdrawals-overview.json",
  "title": "GET /wps/v2/wallets/withdrawals/overview",
  "description": "What the withdrawal page needs: the limits and fee, how long a confirmation stays open, the member's PIX keys, the main balance that can be withdrawn, the withdrawals left today and whether a payment password is set. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "minAmount",
        "maxAmount",
        "feePercent",
        "confirmationMinutes",
        "withdrawalsLeftToday",
        "payoutAccountsMax",
        "payoutAccounts",
        "withdrawable",
        "paymentPasswordSet"
      ],
      "properties": {
        "minAmount": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "maxAmount": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "feePercent": {
          "type": "string",
          "pattern": "^[0-9]{1,2}\\.[0-9]{2}$"
        },
        "confirmationMinutes": {
          "type": "integer",
          "minimum": 1
        },
        "withdrawalsLeftToday": {
          "type": "integer",
          "minimum": 0
        },
        "payoutAccountsMax": {
          "type": "integer",
          "minimum": 1
        },
        "payoutAccounts": {
          "type": "array",
          "items": {
            "$ref": "v2-wallets-payout-accounts.json#/definitions/payoutAccount"
          }
        },
        "withdrawable": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "paymentPasswordSet": {
          "type": "boolean"
        }
      }
    }
  }
} as const;
export default schema;
