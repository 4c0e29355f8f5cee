// Generated from schemas/api/relay-MCSFE_getMissionLeaderboard.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCSFE_getMissionLeaderboard.json",
  "title": "GET /wps/relay/MCSFE_getMissionLeaderboard",
  "description": "The week's mission ranking of the merchant (weeks start on Monday, UTC-3): the top 20 by mission points with masked names (jo***or) and which row is the member's, and the member's own rank and score (null before their first points of the week). Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "weekStart",
        "list",
        "me"
      ],
      "properties": {
        "weekStart": {
          "$ref": "wallet-common.json#/definitions/date"
        },
        "list": {
          "type": "array",
          "maxItems": 20,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "rank",
              "player",
              "score",
              "me"
            ],
            "properties": {
              "rank": {
                "type": "integer",
                "minimum": 1
              },
              "player": {
                "type": "string"
              },
              "score": {
                "type": "integer",
                "minimum": 1
              },
              "me": {
                "type": "boolean"
              }
            }
          }
        },
        "me": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "rank",
                "score"
              ],
              "properties": {
                "rank": {
                  "type": "integer",
                  "minimum": 1
                },
                "score": {
                  "type": "integer",
                  "minimum": 1
                }
              }
            }
          ]
        }
      }
    }
  }
} as const;
export default schema;
