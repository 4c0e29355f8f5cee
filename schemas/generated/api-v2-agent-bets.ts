// Generated from schemas/api/v2-agent-bets.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-bets.json",
  "title": "GET /wps/v2/agent/bets",
  "description": "Team betting: the bets of every team member placed in the range, as v2/records/bets answers them (same row fields, same totals of the whole selection) plus whose bet it is. username (exact, case-insensitive) narrows it to one team member (403 NOT_IN_TEAM outside the team); vendor and status as v2/records/bets. Dates are calendar days in UTC-3, both included, at most 90 days. Agents only (account types 1, 2, 41, 42; any other answers 403 AGENT_ONLY). Needs a token.",
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
        "username",
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
        "username": {
          "type": "string"
        },
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
            "$ref": "v2-agent-bets.json#/definitions/bet"
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
