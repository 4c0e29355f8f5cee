// Generated from schemas/api/v2-wallets-payout-accounts.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-payout-accounts.json",
  "title": "POST /wps/v2/wallets/payout-accounts",
  "bodyLimit": 16384,
  "description": "Adds a PIX key the member's withdrawals are paid to: CPF (11 digits, valid check digits), phone (+55 and 10-11 digits), e-mail or a random key (UUID). At most the merchant's payoutAccountsMax at once (409 TOO_MANY_PAYOUT_ACCOUNTS); the same key twice is 409 DUPLICATE_PAYOUT_ACCOUNT. Needs a token.",
  "definitions": {
    "payoutAccount": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "payoutAccountId",
        "keyType",
        "pixKey",
        "holderName",
        "bankName",
        "createdAt"
      ],
      "properties": {
        "payoutAccountId": {
          "type": "integer"
        },
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
        "holderName": {
          "type": "string"
        },
        "bankName": {
          "type": "string"
        },
        "createdAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        }
      }
    },
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "keyType",
        "pixKey",
        "holderName",
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
          "type": "string",
          "minLength": 3,
          "maxLength": 77
        },
        "holderName": {
          "type": "string",
          "minLength": 3,
          "maxLength": 60
        },
        "bankName": {
          "type": "string",
          "minLength": 2,
          "maxLength": 40
        }
      }
    },
    "response": {
      "$ref": "v2-wallets-payout-accounts.json#/definitions/payoutAccount"
    }
  }
} as const;
export default schema;
