// Generated from schemas/api/relay-GCSGAME_newGameVendor.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-GCSGAME_newGameVendor.json",
  "title": "GET /wps/relay/GCSGAME_newGameVendor",
  "description": "The vendor lanes of one category: the merchant's vendor cards of that category in menu order, with their game counts (gameType INHOUSE answers the HOUSE lane).",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "platform",
        "gameType",
        "language"
      ],
      "properties": {
        "platform": {
          "type": "string",
          "const": "html5-desktop"
        },
        "gameType": {
          "$ref": "games-common.json#/definitions/gameType"
        },
        "language": {
          "$ref": "games-common.json#/definitions/language"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "data"
      ],
      "properties": {
        "data": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "lanes"
          ],
          "properties": {
            "lanes": {
              "type": "array",
              "items": {
                "$ref": "games-common.json#/definitions/lane"
              }
            }
          }
        }
      }
    }
  }
} as const;
export default schema;
