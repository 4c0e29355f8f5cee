// Generated from schemas/api/v2-records-bets.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-records-bets.json",
  "title": "GET /wps/v2/records/bets",
  "description": "The betting record (personalHistoryCopy): the member's bets placed between from and to (calendar days in UTC-3, both included, at most 90 days), newest first, optionally of one vendor and one status, paged, with the totals of the whole selection (the net counts settled bets only). Stakes and returns moved through the ledger (BET and PAYOUT moves referencing the round), so the record agrees with the balances. Needs a token.",
  "definitions": {
    "status": {
      "enum": [
        "PENDING",
        "WON",
        "LOST",
        "VOID"
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
        "vendor": {
          "$ref": "wallet-common.json#/definitions/walletCode"
        },
        "status": {
          "$ref": "v2-records-bets.json#/definitions/status"
        },
        "pageNo": {
          "$ref": "wallet-common.json#/definitions/pageNoParam"
        },
        "pageSize": {
          "$ref": "wallet-common.json#/definitions/pageSizeParam"
        }
      }
    },
    "bet": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "roundRef",
        "vendor",
        "vendorName",
        "gameName",
        "gameType",
        "stake",
        "payout",
        "net",
        "status",
        "placedAt",
        "settledAt"
      ],
      "properties": {
        "roundRef": {
          "type": "string",
          "pattern": "^R[0-9A-Z]{8,24}$"
        },
        "vendor": {
          "$ref": "wallet-common.json#/definitions/walletCode"
        },
        "vendorName": {
          "type": "string"
        },
        "gameName": {
          "type": "string"
        },
        "gameType": {
          "type": "string"
        },
        "stake": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "payout": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "wallet-common.json#/definitions/money"
            }
          ]
        },
        "net": {
          "description": "payout − stake once settled; null while open.",
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "wallet-common.json#/definitions/signedMoney"
            }
          ]
        },
        "status": {
          "$ref": "v2-records-bets.json#/definitions/status"
        },
        "placedAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "settledAt": {
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
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "list",
        "totalCount",
        "totalPages",
        "totals"
      ],
      "properties": {
        "list": {
          "type": "array",
          "items": {
            "$ref": "v2-records-bets.json#/definitions/bet"
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
        "totals": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "count",
            "stake",
            "payout",
            "net"
          ],
          "properties": {
            "count": {
              "type": "integer",
              "minimum": 0
            },
            "stake": {
              "$ref": "wallet-common.json#/definitions/money"
            },
            "payout": {
              "$ref": "wallet-common.json#/definitions/money"
            },
            "net": {
              "$ref": "wallet-common.json#/definitions/signedMoney"
            }
          }
        }
      }
    }
  }
} as const;
export default schema;
