// Generated from schemas/api/v2-agent-overview.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-overview.json",
  "title": "GET /wps/v2/agent/overview",
  "description": "The team at a glance (the team: every account below the agent, at any depth). team: members now (agents included), agents among them, direct downlines, registered in the range, with a bet placed in the range. totals over the range: paid deposits, withdrawals net of returned ones, stakes of bets placed, payout and net (payout − stake, the members' result) of bets settled, bonuses (BONUS, REWARD, REFERRAL, MISSION and POINTS credits). days: one row per day of the range, zeros included, oldest first, summing to the totals. Read from the ledger and the bets when asked. Dates are calendar days in UTC-3, both included, at most 90 days. Agents only (account types 1, 2, 41, 42; any other answers 403 AGENT_ONLY). Needs a token.",
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
    "day": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "date",
        "newMembers",
        "activeMembers",
        "deposits",
        "withdrawals",
        "bets",
        "net"
      ],
      "properties": {
        "date": {
          "$ref": "wallet-common.json#/definitions/date"
        },
        "newMembers": {
          "type": "integer",
          "minimum": 0
        },
        "activeMembers": {
          "type": "integer",
          "minimum": 0
        },
        "deposits": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "withdrawals": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "bets": {
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
        "team",
        "totals",
        "days"
      ],
      "properties": {
        "team": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "members",
            "agents",
            "directMembers",
            "newMembers",
            "activeMembers"
          ],
          "properties": {
            "members": {
              "type": "integer",
              "minimum": 0
            },
            "agents": {
              "type": "integer",
              "minimum": 0
            },
            "directMembers": {
              "type": "integer",
              "minimum": 0
            },
            "newMembers": {
              "type": "integer",
              "minimum": 0
            },
            "activeMembers": {
              "type": "integer",
              "minimum": 0
            }
          }
        },
        "totals": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "deposits",
            "withdrawals",
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
        "days": {
          "type": "array",
          "items": {
            "$ref": "v2-agent-overview.json#/definitions/day"
          }
        }
      }
    }
  }
} as const;
export default schema;
