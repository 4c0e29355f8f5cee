// Generated from schemas/api/relay-MCSFE_getFavoriteGames.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCSFE_getFavoriteGames.json",
  "title": "POST /wps/relay/MCSFE_getFavoriteGames",
  "bodyLimit": 16384,
  "description": "Adds the game to the member's favourites, or removes it if it is one (a toggle). Needs a token. An unknown nodeId (or a game the merchant does not carry) is a 404; a vendor or gameType that is not the game's is a 400. For an in-house game, gameType may be RNG or INHOUSE.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "nodeId",
        "vendor",
        "gameType"
      ],
      "properties": {
        "nodeId": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647
        },
        "vendor": {
          "$ref": "games-common.json#/definitions/vendorCode"
        },
        "gameType": {
          "$ref": "games-common.json#/definitions/gameType"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "nodeId",
        "favorite"
      ],
      "properties": {
        "nodeId": {
          "type": "integer"
        },
        "favorite": {
          "type": "boolean",
          "description": "Whether the game is a favourite now"
        }
      }
    }
  }
} as const;
export default schema;
