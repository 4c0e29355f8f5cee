// Generated from schemas/api/v2-wallets-withdrawals-confirmation.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-withdrawals-confirmation.json",
  "title": "POST /wps/v2/wallets/withdrawals/confirmation",
  "bodyLimit": 16384,
  "description": "Fixes a withdrawal's amount and fee for the member to confirm: the confirmation is void after the merchant's confirmationMinutes (spec section 9). Refused below the minimum or above the maximum (400), above the main balance (409 INSUFFICIENT_FUNDS), past the day's count (409 DAILY_WITHDRAWALS), for trial accounts (403). Needs a token.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "payoutAccountId",
        "amount"
      ],
      "properties": {
        "payoutAccountId": {
          "type": "integer",
          "minimum": 1,
          "maximum": 999999999
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/amountInput"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "confirmationId",
        "amount",
        "fee",
        "receive",
        "payoutAccount",
        "expiresAt"
      ],
      "properties": {
        "confirmationId": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{32}$"
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
        "payoutAccount": {
          "$ref": "v2-wallets-payout-accounts.json#/definitions/payoutAccount"
        },
        "expiresAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        }
      }
    }
  }
} as const;
export default schema;
