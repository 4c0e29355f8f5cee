// Generated from schemas/api/relay-GCSGAME_gameList.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-GCSGAME_gameList.json",
  "title": "GET /wps/relay/GCSGAME_gameList",
  "description": "One page of the lobby's game list: the games of the vendors the merchant's menus carry, in catalogue order. A token is optional: with a valid one, favorite is filled. gameType INHOUSE lists the in-house games (answered as RNG, vassalage HOUSE); RNG lists the slot vendors' games, and the in-house ones only when vassalage is HOUSE. totalPages is 0 when nothing matches.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "clientType",
        "platform",
        "channel",
        "merchant",
        "gameType",
        "pageNo",
        "pageSize",
        "language"
      ],
      "properties": {
        "clientType": {
          "type": "integer",
          "const": 3
        },
        "platform": {
          "type": "string",
          "const": "flash,html5-desktop"
        },
        "channel": {
          "type": "string",
          "minLength": 1,
          "maxLength": 16,
          "pattern": "^[A-Za-z0-9_-]+$",
          "description": "WEB"
        },
        "merchant": {
          "$ref": "games-common.json#/definitions/merchantCode"
        },
        "gameType": {
          "$ref": "games-common.json#/definitions/gameType"
        },
        "vassalage": {
          "$ref": "games-common.json#/definitions/vendorCode"
        },
        "gameClassify": {
          "$ref": "games-common.json#/definitions/gameClassify"
        },
        "gameName": {
          "$ref": "games-common.json#/definitions/gameNameSearch"
        },
        "minBet": {
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 1000000,
          "description": "Games whose min bet equals it"
        },
        "minLineNum": {
          "type": "integer",
          "minimum": 1,
          "maximum": 10000,
          "description": "Games with at least this many lines"
        },
        "pageNo": {
          "$ref": "games-common.json#/definitions/pageNo"
        },
        "pageSize": {
          "$ref": "games-common.json#/definitions/pageSize"
        },
        "language": {
          "$ref": "games-common.json#/definitions/language"
        },
        "isTop": {
          "type": "integer",
          "enum": [
            0,
            1
          ],
          "description": "1: only the top games (the in-house lobby)"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "games",
        "totalPages",
        "totalCount",
        "pageNo"
      ],
      "properties": {
        "games": {
          "type": "array",
          "items": {
            "$ref": "games-common.json#/definitions/game"
          }
        },
        "totalPages": {
          "type": "integer",
          "minimum": 0
        },
        "totalCount": {
          "type": "integer",
          "minimum": 0
        },
        "pageNo": {
          "type": "integer",
          "minimum": 1
        }
      }
    }
  }
} as const;
export default schema;
