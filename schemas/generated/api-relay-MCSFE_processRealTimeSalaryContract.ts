// Generated from schemas/api/relay-MCSFE_processRealTimeSalaryContract.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCSFE_processRealTimeSalaryContract.json",
  "title": "POST /wps/relay/MCSFE_processRealTimeSalaryContract",
  "bodyLimit": 16384,
  "description": "Real-time wages (agent centre): first settles the completed 5-minute slots of the last 24 hours since the agent's ACTIVE SALARY contract started in which the team placed stakes (each once; amount = those stakes × rate / 100, rounded down to the cent, a SALARY move into MAIN), while enableSalary and the type's realtimesalreqtype are on; then answers the running slot with its projected pay, when it will be settled, and the settled slots of the last 24 hours, newest first, paged, with their totals. 403 AGENT_ONLY for a member. Needs a token.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "pageNo",
        "pageSize"
      ],
      "properties": {
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
    "slot": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "slotStart",
        "slotEnd",
        "teamBets",
        "rate",
        "amount",
        "paidAt"
      ],
      "properties": {
        "slotStart": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "slotEnd": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "teamBets": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "rate": {
          "$ref": "v2-agent-contracts.json#/definitions/rate"
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "paidAt": {
          "description": "When the slot was settled.",
          "allOf": [
            {
              "$ref": "wallet-common.json#/definitions/timestamp"
            }
          ]
        }
      }
    },
    "current": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "slotStart",
        "slotEnd",
        "teamBets",
        "projected"
      ],
      "properties": {
        "slotStart": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "slotEnd": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "teamBets": {
          "description": "Team stakes placed in the running slot so far.",
          "allOf": [
            {
              "$ref": "wallet-common.json#/definitions/money"
            }
          ]
        },
        "projected": {
          "description": "What the slot would pay now (0.00 while disabled or without a contract).",
          "allOf": [
            {
              "$ref": "wallet-common.json#/definitions/money"
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
        "current",
        "nextSettlementAt",
        "list",
        "totalCount",
        "totalPages",
        "totals"
      ],
      "properties": {
        "enabled": {
          "description": "The agent's enableSalary and the type's realtimesalreqtype: while false nothing is settled.",
          "type": "boolean"
        },
        "contract": {
          "$ref": "relay-MCS2_processDailySalContract.json#/definitions/contract"
        },
        "current": {
          "$ref": "relay-MCSFE_processRealTimeSalaryContract.json#/definitions/current"
        },
        "nextSettlementAt": {
          "description": "When the running slot closes and can be settled (its end).",
          "allOf": [
            {
              "$ref": "wallet-common.json#/definitions/timestamp"
            }
          ]
        },
        "list": {
          "type": "array",
          "items": {
            "$ref": "relay-MCSFE_processRealTimeSalaryContract.json#/definitions/slot"
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
