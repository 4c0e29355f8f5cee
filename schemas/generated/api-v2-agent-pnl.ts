// Generated from schemas/api/v2-agent-pnl.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-pnl.json",
  "title": "GET /wps/v2/agent/pnl",
  "description": "Profit-and-loss statements: one row per team member with any activity in the range, in username order, paged. betCount and bets: bets placed in the range (count and stakes, as v2/records/bets totals); payout and net: bets settled in the range (as v2/records/profit totals); deposits, withdrawals (net of returned ones) and bonuses as v2/records/profit cashier. totals: the sum of every row, not only the page's. username (exact, case-insensitive) narrows it to one team member (403 NOT_IN_TEAM outside the team). Dates are calendar days in UTC-3, both included, at most 90 days. Agents only (account types 1, 2, 41, 42; any other answers 403 AGENT_ONLY). Needs a token.",
  "definitions": {
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
        "username": {
          "$ref": "common.json#/definitions/username"
        },
        "pageNo": {
          "$ref": "wallet-common.json#/definitions/pageNoParam"
        },
        "pageSize": {
          "$ref": "wallet-common.json#/definitions/pageSizeParam"
        }
      }
    },
    "row": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "username",
        "level",
        "accountType",
        "deposits",
        "withdrawals",
        "betCount",
        "bets",
        "payout",
        "net",
        "bonuses"
      ],
      "properties": {
        "username": {
          "type": "string"
        },
        "level": {
          "type": "integer",
          "minimum": 1
        },
        "accountType": {
          "$ref": "common.json#/definitions/accountType"
        },
        "deposits": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "withdrawals": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "betCount": {
          "type": "integer",
          "minimum": 0
        },
        "bets": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "payout": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "net": {
          "$ref": "wallet-common.json#/definitions/signedMoney"
        },
        "bonuses": {
          "$ref": "wallet-common.json#/definitions/money"
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
            "$ref": "v2-agent-pnl.json#/definitions/row"
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
            "deposits",
            "withdrawals",
            "betCount",
            "bets",
            "payout",
            "net",
            "bonuses"
          ],
          "properties": {
            "deposits": {
              "$ref": "wallet-common.json#/definitions/money"
            },
            "withdrawals": {
              "$ref": "wallet-common.json#/definitions/money"
            },
            "betCount": {
              "type": "integer",
              "minimum": 0
            },
            "bets": {
              "$ref": "wallet-common.json#/definitions/money"
            },
            "payout": {
              "$ref": "wallet-common.json#/definitions/money"
            },
            "net": {
              "$ref": "wallet-common.json#/definitions/signedMoney"
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
