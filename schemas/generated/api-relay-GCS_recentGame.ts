// Generated from schemas/api/relay-GCS_recentGame.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-GCS_recentGame.json",
  "title": "GET /wps/relay/GCS_recentGame",
  "description": "One page of the games the member launched (GCS_gameLaunchFB, game/launchGame), latest launch first. Needs a token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "pageNo",
        "pageSize"
      ],
      "properties": {
        "gameType": {
          "$ref": "games-common.json#/definitions/gameType"
        },
        "vassalage": {
          "$ref": "games-common.json#/definitions/vendorCode"
        },
        "pageNo": {
          "$ref": "games-common.json#/definitions/pageNo"
        },
        "pageSize": {
          "$ref": "games-common.json#/definitions/pageSize"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "list",
        "totalPages"
      ],
      "properties": {
        "list": {
          "type": "array",
          "items": {
            "$ref": "games-common.json#/definitions/game"
          }
        },
        "totalPages": {
          "type": "integer",
          "minimum": 0
        }
      }
    }
  }
} as const;
export default schema;
