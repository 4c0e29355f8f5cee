// Generated from schemas/api/v2-records-profit.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-records-profit.json",
  "title": "GET /wps/v2/records/profit",
  "description": "Personal profit and loss (personalProfit) between from and to (calendar days in UTC-3, both included, at most 90 days): the member's bets settled in the range per day and per vendor with stake, return and net, their totals, and the cashier money of the range (deposits, withdrawals net of returned ones, bonuses and rewards). Needs a token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "from",
        "to"
      ],
      "properties": {
        "from": {
          "$ref": "wallet-common.json#/definitions/date"
        },
        "to": {
          "$ref": "wallet-common.json#/definitions/date"
        }
      }
    },
    "row": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "key",
        "name",
        "bets",
        "stake",
        "payout",
        "net"
      ],
      "properties": {
        "key": {
          "description": "The calendar day (YYYY-MM-DD, UTC-3) or the vendor code.",
          "type": "string"
        },
        "name": {
          "type": "string"
        },
        "bets": {
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
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "days",
        "vendors",
        "totals",
        "cashier"
      ],
      "properties": {
        "days": {
          "type": "array",
          "items": {
            "$ref": "v2-records-profit.json#/definitions/row"
          }
        },
        "vendors": {
          "type": "array",
          "items": {
            "$ref": "v2-records-profit.json#/definitions/row"
          }
        },
        "totals": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "bets",
            "stake",
            "payout",
            "net"
          ],
          "properties": {
            "bets": {
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
        },
        "cashier": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "deposits",
            "withdrawals",
            "bonuses"
          ],
          "properties": {
            "deposits": {
              "$ref": "wallet-common.json#/definitions/money"
            },
            "withdrawals": {
              "$ref": "wallet-common.json#/definitions/money"
            },
            "bonuses": {
              "$ref": "wallet-common.json#/definitions/money"
            }
          }
        }
      }
    }
  }
} as const;
export default schema;
