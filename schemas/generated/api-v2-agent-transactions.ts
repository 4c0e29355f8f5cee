// Generated from schemas/api/v2-agent-transactions.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-transactions.json",
  "title": "GET /wps/v2/agent/transactions",
  "description": "Downline transaction details: every ledger move on a team member's main wallet in the range, newest first, paged; amount is signed as the member sees it (+ into its main wallet, − out). A move touching two team members' main wallets (an upline transfer) is a row for each. username (exact, case-insensitive) narrows it to one team member (403 NOT_IN_TEAM outside the team); kind to one kind of move. totals over the whole selection: rows, credits, and debits (as a positive amount). Dates are calendar days in UTC-3, both included, at most 90 days. Agents only (account types 1, 2, 41, 42; any other answers 403 AGENT_ONLY). Needs a token.",
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
        "username",
        "kind",
        "amount",
        "description",
        "createdAt"
      ],
      "properties": {
        "moveId": {
          "type": "integer",
          "minimum": 1
        },
        "username": {
          "type": "string"
        },
        "kind": {
          "$ref": "v2-records-transactions.json#/definitions/kind"
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/signedMoney"
        },
        "description": {
          "type": "string"
        },
        "createdAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
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
            "$ref": "v2-agent-transactions.json#/definitions/entry"
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
            "credits",
            "debits"
          ],
          "properties": {
            "count": {
              "type": "integer",
              "minimum": 0
            },
            "credits": {
              "$ref": "wallet-common.json#/definitions/money"
            },
            "debits": {
              "$ref": "wallet-common.json#/definitions/money"
            }
          }
        }
      }
    }
  }
} as const;
export default schema;
