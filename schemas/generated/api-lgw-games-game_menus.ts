// Generated from schemas/api/lgw-games-game_menus.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "lgw-games-game_menus.json",
  "title": "GET /lgw/games/game_menus",
  "description": "Game categories of the merchant with their vendor cards, in menu order. Esports (AV, AI, IMES, TF, IA) and cockfight (DS88) vendors come inside SPORTS; the front end splits them off by the brand's lists.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "merchantCode": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$",
          "description": "Must match X-Merchant-Code when given"
        },
        "platform": {
          "type": "string",
          "maxLength": 16,
          "pattern": "^[A-Za-z0-9_-]+$"
        },
        "device": {
          "enum": [
            "WEB",
            "H5",
            "MOBILE"
          ]
        },
        "language": {
          "type": "string",
          "pattern": "^[a-z]{2}(-[A-Z]{2})?$"
        }
      }
    },
    "gameType": {
      "enum": [
        "RNG",
        "LIVE",
        "FISH",
        "PVP",
        "SPORTS",
        "LOTT",
        "ELOTT",
        "INHOUSE"
      ]
    },
    "vendorCard": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "vassalage",
        "accountTypeId",
        "isHot",
        "gameType",
        "nodeId",
        "name",
        "isGame"
      ],
      "properties": {
        "vassalage": {
          "type": "string",
          "description": "Vendor code, e.g. AG, TCG_SEA"
        },
        "accountTypeId": {
          "type": "integer"
        },
        "isHot": {
          "enum": [
            0,
            1
          ]
        },
        "gameType": {
          "$ref": "lgw-games-game_menus.json#/definitions/gameType"
        },
        "nodeId": {
          "type": "integer"
        },
        "name": {
          "type": "string"
        },
        "isGame": {
          "enum": [
            "VASSALAGE",
            "GAME",
            null
          ],
          "description": "VASSALAGE: clicking opens the vendor's game list popup"
        }
      }
    },
    "category": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "title",
        "gameType",
        "gameClassify",
        "cards"
      ],
      "properties": {
        "title": {
          "type": "string"
        },
        "gameType": {
          "$ref": "lgw-games-game_menus.json#/definitions/gameType"
        },
        "gameClassify": {
          "type": [
            "string",
            "null"
          ]
        },
        "cards": {
          "type": "array",
          "items": {
            "$ref": "lgw-games-game_menus.json#/definitions/vendorCard"
          }
        }
      }
    },
    "response": {
      "type": "array",
      "items": {
        "$ref": "lgw-games-game_menus.json#/definitions/category"
      }
    }
  }
} as const;
export default schema;
