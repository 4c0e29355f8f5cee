// Generated from schemas/api/relay-GLS2_roomList.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-GLS2_roomList.json",
  "title": "GET /wps/relay/GLS2_roomList",
  "description": "The rooms of a card-game (PVP) vendor's games, or of one game: bets and how many players sit there now (changes every few minutes). Needs a token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "vassalage"
      ],
      "properties": {
        "vassalage": {
          "$ref": "games-common.json#/definitions/vendorCode"
        },
        "gameCode": {
          "$ref": "games-common.json#/definitions/gameCode"
        }
      }
    },
    "room": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "roomId",
        "roomName",
        "gameCode",
        "minBet",
        "maxBet",
        "players"
      ],
      "properties": {
        "roomId": {
          "type": "string"
        },
        "roomName": {
          "type": "string"
        },
        "gameCode": {
          "$ref": "games-common.json#/definitions/gameCode"
        },
        "minBet": {
          "type": "number",
          "exclusiveMinimum": 0
        },
        "maxBet": {
          "type": "number",
          "exclusiveMinimum": 0
        },
        "players": {
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "response": {
      "type": "array",
      "items": {
        "$ref": "relay-GLS2_roomList.json#/definitions/room"
      }
    }
  }
} as const;
export default schema;
