// Generated from schemas/api/relay-GCSGAME_getRankList.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-GCSGAME_getRankList.json",
  "title": "GET /wps/relay/GCSGAME_getRankList",
  "description": "The winner board: recent big wins, newest first, over the games of the vendors the merchant carries (all categories, or one). Generated from the catalogue and the sandbox clock, so the same instant gives the same board. No token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "gameType": {
          "$ref": "games-common.json#/definitions/gameType"
        },
        "count": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10
        }
      }
    },
    "winner": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "rank",
        "player",
        "gameName",
        "vassalage",
        "gameType",
        "image",
        "amount",
        "wonAt"
      ],
      "properties": {
        "rank": {
          "type": "integer",
          "minimum": 1,
          "description": "Place on the board, 1 = newest"
        },
        "player": {
          "type": "string",
          "pattern": "^[a-z0-9]{2}\\*{3}[a-z0-9]{2}$",
          "description": "Masked username: first two and last two characters, e.g. jo***or"
        },
        "gameName": {
          "type": "string",
          "minLength": 1
        },
        "vassalage": {
          "type": "string",
          "description": "Vendor code"
        },
        "gameType": {
          "$ref": "games-common.json#/definitions/gameType"
        },
        "image": {
          "$ref": "games-common.json#/definitions/tileImage"
        },
        "amount": {
          "type": "number",
          "exclusiveMinimum": 0,
          "description": "Amount won, rounded to 2 decimals"
        },
        "wonAt": {
          "type": "string",
          "format": "date-time"
        }
      }
    },
    "response": {
      "type": "array",
      "maxItems": 50,
      "items": {
        "$ref": "relay-GCSGAME_getRankList.json#/definitions/winner"
      }
    }
  }
} as const;
export default schema;
