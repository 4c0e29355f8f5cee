// Generated from schemas/api/relay-MCS2_getPointConfig.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCS2_getPointConfig.json",
  "title": "GET /wps/relay/MCS2_getPointConfig",
  "description": "How points are earned and what they are worth: pointsPerUnit points convert into 1.00 of the currency; conversions are whole multiples of convertStep, at least minConvertPoints, at most dailyConvertLimit points in any 24 hours; at most dailyRedeemLimit redemptions in any 24 hours. The token is optional (visitors see how to earn).",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "pointsPerUnit",
        "minConvertPoints",
        "convertStep",
        "dailyConvertLimit",
        "dailyRedeemLimit",
        "validityDays",
        "earnRules"
      ],
      "properties": {
        "pointsPerUnit": {
          "type": "integer",
          "minimum": 1
        },
        "minConvertPoints": {
          "type": "integer",
          "minimum": 1
        },
        "convertStep": {
          "type": "integer",
          "minimum": 1
        },
        "dailyConvertLimit": {
          "type": "integer",
          "minimum": 1
        },
        "dailyRedeemLimit": {
          "type": "integer",
          "minimum": 1
        },
        "validityDays": {
          "type": "integer",
          "minimum": 1
        },
        "earnRules": {
          "type": "array",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "source",
              "points",
              "perAmount",
              "title",
              "description"
            ],
            "properties": {
              "source": {
                "enum": [
                  "BET",
                  "DEPOSIT",
                  "MISSION",
                  "CHECKIN",
                  "REFERRAL"
                ]
              },
              "points": {
                "type": "integer",
                "minimum": 1
              },
              "perAmount": {
                "description": "Points per this much money moved; null for a fixed award.",
                "anyOf": [
                  {
                    "type": "null"
                  },
                  {
                    "$ref": "relay-MCS2_getPointBalance.json#/definitions/money"
                  }
                ]
              },
              "title": {
                "type": "string"
              },
              "description": {
                "type": "string"
              }
            }
          }
        }
      }
    }
  }
} as const;
export default schema;
