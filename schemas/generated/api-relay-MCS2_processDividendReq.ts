// Generated from schemas/api/relay-MCS2_processDividendReq.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCS2_processDividendReq.json",
  "title": "GET /wps/relay/MCS2_processDividendReq",
  "description": "Dividend records (agent centre): first settles every Monday–Sunday week (UTC-3) closed since the agent's ACTIVE DIVIDEND contract started that is not settled yet (each once; amount = max(0, −teamNet) × rate / 100, rounded down to the cent, a DIVIDEND move into MAIN; teamNet is the members' payout − stake of team bets settled in the week), while enableCt and the type's divtypereq are on; then answers the settled weeks overlapping from–to (both included, at most 90 days), newest first, paged, with the totals of the selection. 403 AGENT_ONLY for a member. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "wallet-common.json#/definitions/rangeQuery"
    },
    "week": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "periodStart",
        "periodEnd",
        "teamBets",
        "teamNet",
        "rate",
        "amount",
        "status",
        "paidAt"
      ],
      "properties": {
        "periodStart": {
          "description": "The week's Monday.",
          "allOf": [
            {
              "$ref": "wallet-common.json#/definitions/date"
            }
          ]
        },
        "periodEnd": {
          "description": "The week's Sunday (included).",
          "allOf": [
            {
              "$ref": "wallet-common.json#/definitions/date"
            }
          ]
        },
        "teamBets": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "teamNet": {
          "$ref": "wallet-common.json#/definitions/signedMoney"
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
          "description": "The agent's enableCt and the type's divtypereq: while false nothing is settled.",
          "type": "boolean"
        },
        "contract": {
          "$ref": "relay-MCS2_processDailySalContract.json#/definitions/contract"
        },
        "list": {
          "type": "array",
          "items": {
            "$ref": "relay-MCS2_processDividendReq.json#/definitions/week"
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
            "teamBets",
            "teamNet",
            "amount"
          ],
          "properties": {
            "teamBets": {
              "$ref": "wallet-common.json#/definitions/money"
            },
            "teamNet": {
              "$ref": "wallet-common.json#/definitions/signedMoney"
            },
            "amount": {
              "$ref": "wallet-common.json#/definitions/money"
            }
          }
        }
      }
    }
  }
} as const;
export default schema;
