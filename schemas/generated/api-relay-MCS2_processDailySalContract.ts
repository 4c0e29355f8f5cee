// Generated from schemas/api/relay-MCS2_processDailySalContract.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCS2_processDailySalContract.json",
  "title": "GET /wps/relay/MCS2_processDailySalContract",
  "description": "Daily wages (agent centre): first settles every UTC-3 day from the day the agent's ACTIVE SALARY contract started to yesterday that is not settled yet (each once; amount = team stakes placed that day × rate / 100, rounded down to the cent, paid into MAIN as a SALARY move), while enableSalary and the type's dailysalreqtype are on; then answers the settled days between from and to (both included, at most 90 days), newest first, paged, with the totals of the selection. 403 AGENT_ONLY for a member. Needs a token.",
  "definitions": {
    "contract": {
      "anyOf": [
        {
          "type": "null"
        },
        {
          "description": "The agent's ACTIVE contract of the kind; null without one (nothing is settled).",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "rate",
            "since"
          ],
          "properties": {
            "rate": {
              "$ref": "v2-agent-contracts.json#/definitions/rate"
            },
            "since": {
              "description": "When the ACTIVE contract started (its acceptance).",
              "allOf": [
                {
                  "$ref": "wallet-common.json#/definitions/timestamp"
                }
              ]
            }
          }
        }
      ]
    },
    "payStatus": {
      "description": "PAID: the amount arrived in MAIN (a SALARY or DIVIDEND move); NOTHING_DUE: the period is settled with nothing to pay.",
      "enum": [
        "PAID",
        "NOTHING_DUE"
      ]
    },
    "salaryTotals": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "teamBets",
        "amount"
      ],
      "properties": {
        "teamBets": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/money"
        }
      }
    },
    "querystring": {
      "$ref": "wallet-common.json#/definitions/rangeQuery"
    },
    "day": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "date",
        "teamBets",
        "activeMembers",
        "rate",
        "amount",
        "status",
        "paidAt"
      ],
      "properties": {
        "date": {
          "$ref": "wallet-common.json#/definitions/date"
        },
        "teamBets": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "activeMembers": {
          "type": "integer",
          "minimum": 0
        },
        "rate": {
          "$ref": "v2-agent-contracts.json#/definitions/rate"
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "status": {
          "$ref": "relay-MCS2_processDailySalContract.json#/definitions/payStatus"
        },
        "paidAt": {
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
        "enabled",
        "contract",
        "list",
        "totalCount",
        "totalPages",
        "totals"
      ],
      "properties": {
        "enabled": {
          "description": "The agent's enableSalary and the scheme's consolidated switch for its account type: while false nothing is settled.",
          "type": "boolean"
        },
        "contract": {
          "$ref": "relay-MCS2_processDailySalContract.json#/definitions/contract"
        },
        "list": {
          "type": "array",
          "items": {
            "$ref": "relay-MCS2_processDailySalContract.json#/definitions/day"
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
          "$ref": "relay-MCS2_processDailySalContract.json#/definitions/salaryTotals"
        }
      }
    }
  }
} as const;
export default schema;
