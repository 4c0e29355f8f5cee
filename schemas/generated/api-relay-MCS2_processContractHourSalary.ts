// Generated from schemas/api/relay-MCS2_processContractHourSalary.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCS2_processContractHourSalary.json",
  "title": "POST /wps/relay/MCS2_processContractHourSalary",
  "bodyLimit": 16384,
  "description": "Hourly wages (agent centre): first settles the completed hours of the last 7 days since the agent's ACTIVE SALARY contract started (each once; amount = team stakes placed in the hour × rate / 100, rounded down to the cent, a SALARY move into MAIN), while enableSalary and the type's contracthoursalreq are on; then answers the settled hours of the days from–to (UTC-3, both included, at most 90 days), newest first, paged, with the totals of the selection. 403 AGENT_ONLY for a member. Needs a token.",
  "definitions": {
    "body": {
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
          "type": "integer",
          "minimum": 1,
          "maximum": 99999
        },
        "pageSize": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100
        }
      }
    },
    "hour": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "hour",
        "teamBets",
        "activeMembers",
        "rate",
        "amount",
        "status",
        "paidAt"
      ],
      "properties": {
        "hour": {
          "description": "The start of the hour.",
          "allOf": [
            {
              "$ref": "wallet-common.json#/definitions/timestamp"
            }
          ]
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
            "$ref": "relay-MCS2_processContractHourSalary.json#/definitions/hour"
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
