// Generated from schemas/api/lgw-vn-games-game_menu.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "lgw-vn-games-game_menu.json",
  "title": "GET /lgw/vn/games/game_menu",
  "description": "The Vietnamese lottery lobby (vendor TCG_LOTTO_VN): its games by region, north, centre, south; empty regions are left out. No token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "device"
      ],
      "properties": {
        "device": {
          "const": "WEB"
        },
        "language": {
          "$ref": "games-common.json#/definitions/language"
        }
      }
    },
    "vnGroup": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "gameGroupCode",
        "title",
        "games"
      ],
      "properties": {
        "gameGroupCode": {
          "enum": [
            "VN_NORTH",
            "VN_CENTRAL",
            "VN_SOUTH"
          ]
        },
        "title": {
          "enum": [
            "Norte",
            "Centro",
            "Sul"
          ]
        },
        "games": {
          "type": "array",
          "minItems": 1,
          "items": {
            "$ref": "games-common.json#/definitions/lotteryGame"
          }
        }
      }
    },
    "response": {
      "type": "array",
      "maxItems": 3,
      "items": {
        "$ref": "lgw-vn-games-game_menu.json#/definitions/vnGroup"
      }
    }
  }
} as const;
export default schema;
