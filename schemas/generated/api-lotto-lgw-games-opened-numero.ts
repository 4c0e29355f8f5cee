// Generated from schemas/api/lotto-lgw-games-opened-numero.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "lotto-lgw-games-opened-numero.json",
  "title": "GET /lotto/lgw/games/opened/numero",
  "description": "The last count opened draws of one lottery game (any lottery the merchant carries, VN included), newest first; 404 for a game it does not carry. Token required.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "gameCode"
      ],
      "properties": {
        "gameCode": {
          "$ref": "games-common.json#/definitions/gameCode"
        },
        "count": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10
        }
      }
    },
    "response": {
      "type": "array",
      "maxItems": 50,
      "items": {
        "$ref": "games-common.json#/definitions/draw"
      }
    }
  }
} as const;
export default schema;
