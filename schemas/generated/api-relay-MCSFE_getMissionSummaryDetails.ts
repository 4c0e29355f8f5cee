// Generated from schemas/api/relay-MCSFE_getMissionSummaryDetails.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCSFE_getMissionSummaryDetails.json",
  "title": "GET /wps/relay/MCSFE_getMissionSummaryDetails",
  "description": "Today's missions (calendar day in UTC-3) with the member's progress read from their own bets and deposits, each IN_PROGRESS, CLAIMABLE or CLAIMED, how many can be claimed (the member centre's mission badge) and the member's mission score of the week. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "mission": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "code",
        "title",
        "description",
        "metric",
        "progress",
        "target",
        "reward",
        "points",
        "status"
      ],
      "properties": {
        "code": {
          "type": "string",
          "pattern": "^[A-Z_]{3,32}$"
        },
        "title": {
          "type": "string"
        },
        "description": {
          "type": "string"
        },
        "metric": {
          "enum": [
            "LOGIN",
            "STAKE",
            "DEPOSIT",
            "GAMES"
          ]
        },
        "progress": {
          "description": "Cents for STAKE, a count otherwise; never above target.",
          "type": "integer",
          "minimum": 0
        },
        "target": {
          "type": "integer",
          "minimum": 1
        },
        "reward": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "points": {
          "type": "integer",
          "minimum": 0
        },
        "status": {
          "enum": [
            "IN_PROGRESS",
            "CLAIMABLE",
            "CLAIMED"
          ]
        }
      }
    },
    "summary": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "day",
        "missions",
        "claimableCount",
        "weekScore"
      ],
      "properties": {
        "day": {
          "$ref": "wallet-common.json#/definitions/date"
        },
        "missions": {
          "type": "array",
          "items": {
            "$ref": "relay-MCSFE_getMissionSummaryDetails.json#/definitions/mission"
          }
        },
        "claimableCount": {
          "type": "integer",
          "minimum": 0
        },
        "weekScore": {
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "response": {
      "$ref": "relay-MCSFE_getMissionSummaryDetails.json#/definitions/summary"
    }
  }
} as const;
export default schema;
