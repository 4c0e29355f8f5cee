// Generated from schemas/api/lgw-games-lottery_menus.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "lgw-games-lottery_menus.json",
  "title": "GET /lgw/games/lottery_menus",
  "description": "The lottery lobby's menu for a prize mode (same games as /lgw/games/popular), grouped by lottery family in menu order; empty families are left out. No token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "prizeMode",
        "device",
        "language"
      ],
      "properties": {
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
    "lotteryGroup": {
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
            "SSC",
            "PK10",
            "11X5",
            "K3",
            "LHC",
            "LF"
          ]
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "description": "Portuguese family name, e.g. \"Corrida PK10\""
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
      "items": {
        "$ref": "lgw-games-lottery_menus.json#/definitions/lotteryGroup"
      }
    }
  }
} as const;
export default schema;
