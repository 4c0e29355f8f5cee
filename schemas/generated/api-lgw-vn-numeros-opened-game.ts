// Generated from schemas/api/lgw-vn-numeros-opened-game.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "lgw-vn-numeros-opened-game.json",
  "title": "GET /lgw/vn/numeros/opened/game",
  "description": "The last count opened Vietnamese lottery draws, newest first: over every VN game, or one (gameCode; 404 when the merchant has no such VN game). Numbers are the special prize's 5 digits. No token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "count"
      ],
      "properties": {
        "count": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "description": "The front end asks for 100"
        },
        "gameCode": {
          "$ref": "games-common.json#/definitions/gameCode"
        }
      }
    },
    "response": {
      "type": "array",
      "maxItems": 100,
      "items": {
        "$ref": "games-common.json#/definitions/draw"
      }
    }
  }
} as const;
export default schema;
