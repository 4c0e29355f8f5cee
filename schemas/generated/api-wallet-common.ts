// Generated from schemas/api/wallet-common.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "wallet-common.json",
  "title": "Building blocks shared by the wallet, records and member-centre calls",
  "definitions": {
    "money": {
      "description": "An amount of the merchant's currency as exact decimal text with two decimals.",
      "type": "string",
      "pattern": "^[0-9]{1,12}\\.[0-9]{2}$"
    },
    "signedMoney": {
      "description": "A signed amount of money as exact decimal text with two decimals.",
      "type": "string",
      "pattern": "^-?[0-9]{1,12}\\.[0-9]{2}$"
    },
    "amountInput": {
      "description": "An amount the player typed: up to two decimals, above zero (checked by the server).",
      "type": "string",
      "pattern": "^[0-9]{1,9}(\\.[0-9]{1,2})?$"
    },
    "requestId": {
      "description": "Chosen by the client per attempt (the idempotency key): the same requestId sent again moves money once and answers the first result; another request under a used requestId is refused (409 REQUEST_ID_REUSED).",
      "type": "string",
      "pattern": "^[A-Za-z0-9_-]{8,64}$"
    },
    "walletCode": {
      "description": "MAIN for the main wallet, else the vendor code of a vendor sub-wallet.",
      "type": "string",
      "pattern": "^[A-Z0-9_]{1,24}$"
    },
    "wallet": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "code",
        "name",
        "balance"
      ],
      "properties": {
        "code": {
          "$ref": "wallet-common.json#/definitions/walletCode"
        },
        "name": {
          "type": "string"
        },
        "balance": {
          "$ref": "wallet-common.json#/definitions/money"
        }
      }
    },
    "balances": {
      "description": "The member's money after a move: every wallet and their sum.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "sumBalance",
        "mainBalance",
        "wallets"
      ],
      "properties": {
        "sumBalance": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "mainBalance": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "wallets": {
          "description": "MAIN first, then every vendor wallet of the merchant (0.00 when never used).",
          "type": "array",
          "items": {
            "$ref": "wallet-common.json#/definitions/wallet"
          }
        }
      }
    },
    "timestamp": {
      "description": "ISO 8601 with time zone.",
      "type": "string",
      "format": "date-time"
    },
    "date": {
      "description": "A calendar day (YYYY-MM-DD) in the site's time zone.",
      "type": "string",
      "format": "date"
    },
    "rangeQuery": {
      "description": "The query of a dated list: calendar days from and to (UTC-3, both included) and the page.",
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
        "pageNo": {
          "$ref": "wallet-common.json#/definitions/pageNoParam"
        },
        "pageSize": {
          "$ref": "wallet-common.json#/definitions/pageSizeParam"
        }
      }
    },
    "pageNoParam": {
      "type": "string",
      "pattern": "^[1-9][0-9]{0,4}$"
    },
    "pageSizeParam": {
      "type": "string",
      "pattern": "^([1-9][0-9]?|100)$"
    }
  }
} as const;
export default schema;
