// Generated from schemas/api/lgw-vn-games-game_menu-recent.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "lgw-vn-games-game_menu-recent.json",
  "title": "GET /lgw/vn/games/game_menu/recent",
  "description": "The member's recently launched Vietnamese lotteries (TCG_LOTTO_VN), latest launch first, at most 20. Token required.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "device"
      ],
      "properties": {
        "device": {
          "enum": [
            "WEB",
            "H5",
            "MOBILE"
          ]
        }
      }
    },
    "response": {
      "type": "array",
      "maxItems": 20,
      "items": {
        "$ref": "games-common.json#/definitions/lotteryGame"
      }
    }
  }
} as const;
export default schema;
