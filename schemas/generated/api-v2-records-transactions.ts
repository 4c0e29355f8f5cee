// Generated from schemas/api/v2-records-transactions.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-records-transactions.json",
  "title": "GET /wps/v2/records/transactions",
  "description": "The account record (transactionHistory): every posting on the member's own wallets between from and to (calendar days in UTC-3, both included, at most 90 days), newest first, optionally of one kind, with the balance of that wallet after it and the credits and debits of the whole range. A transfer between the member's wallets shows as two rows. Read from the ledger, so it always agrees with the balances. Needs a token.",
  "definitions": {
    "kind": {
      "enum": [
        "OPENING",
        "DEPOSIT",
        "WITHDRAWAL",
        "WITHDRAWAL_RETURNED",
        "TRANSFER",
        "UPLINE",
        "BONUS",
        "POINTS",
        "REWARD",
        "REFERRAL",
        "MISSION",
        "BET",
        "PAYOUT",
        "SALARY",
        "DIVIDEND"
      ]
    },
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "from",
        "to",
        "pageNo",
        "pageSize"
      ],
      "properties": {
        "from": {
          "$ref": "wallet-common.json#/definitions/date"
        },
        "to": {
          "$ref": "wallet-common.json#/definitions/date"
        },
        "kind": {
          "$ref": "v2-records-transactions.json#/definitions/kind"
        },
        "pageNo": {
          "$ref": "wallet-common.json#/definitions/pageNoParam"
        },
        "pageSize": {
          "$ref": "wallet-common.json#/definitions/pageSizeParam"
        }
      }
    },
    "entry": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "moveId",
        "kind",
        "description",
        "wallet",
        "walletName",
        "amount",
        "balanceAfter",
        "createdAt",
        "reference"
      ],
      "properties": {
        "moveId": {
          "type": "integer",
          "minimum": 1
        },
        "kind": {
          "$ref": "v2-records-transactions.json#/definitions/kind"
        },
        "description": {
          "type": "string"
        },
        "wallet": {
          "$ref": "wallet-common.json#/definitions/walletCode"
        },
        "walletName": {
          "type": "string"
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/signedMoney"
        },
        "balanceAfter": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "createdAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "reference": {
          "type": [
            "string",
            "null"
          ]
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
        "credits",
        "debits"
      ],
      "properties": {
        "list": {
          "type": "array",
          "items": {
            "$ref": "v2-records-transactions.json#/definitions/entry"
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
        "credits": {
          "description": "Money into the member's wallets in the range (transfers between them included).",
          "$ref": "wallet-common.json#/definitions/money"
        },
        "debits": {
          "description": "Money out of them, as a positive amount.",
          "$ref": "wallet-common.json#/definitions/money"
        }
      }
    }
  }
} as const;
export default schema;
