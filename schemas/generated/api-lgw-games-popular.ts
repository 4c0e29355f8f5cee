// Generated from schemas/api/lgw-games-popular.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "lgw-games-popular.json",
  "title": "GET /lgw/games/popular",
  "description": "The popular lotteries of a prize mode (SEA, LOTT, ELOTT; never the VN ones), hot games first, then menu order; at most count. Only vendors the merchant carries. No token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "count",
        "prizeMode",
        "device",
        "language"
      ],
      "properties": {
        "count": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "description": "The front end asks for 20"
        },
        "prizeMode": {
          "enum": [
            "Lott",
            "ZY",
            "Elott",
            "SEA"
          ],
          "description": "Elott: the ELOTT games, plus the LOTT games when the menu carries a LOTT card under ELOTT. Lott, SEA, ZY: the LOTT and TCG_SEA games."
        },
        "device": {
          "enum": [
            "WEB",
            "H5",
            "MOBILE"
          ]
        },
        "language": {
          "$ref": "games-common.json#/definitions/language"
        }
      }
    },
    "response": {
      "type": "array",
      "maxItems": 50,
      "items": {
        "$ref": "games-common.json#/definitions/lotteryGame"
      }
    }
  }
} as const;
export default schema;
