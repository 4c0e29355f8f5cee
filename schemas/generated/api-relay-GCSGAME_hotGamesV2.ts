// Generated from schemas/api/relay-GCSGAME_hotGamesV2.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-GCSGAME_hotGamesV2.json",
  "title": "GET /wps/relay/GCSGAME_hotGamesV2",
  "description": "The hot games of the vendors the merchant carries (at most 30), in menu order. No token needed (favorite is false).",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode",
        "isPlatform",
        "platform",
        "language"
      ],
      "properties": {
        "merchantCode": {
          "$ref": "games-common.json#/definitions/merchantCode"
        },
        "isPlatform": {
          "type": "integer",
          "const": 2
        },
        "vassalage": {
          "$ref": "games-common.json#/definitions/vendorCode"
        },
        "gameType": {
          "$ref": "games-common.json#/definitions/gameType"
        },
        "platform": {
          "$ref": "games-common.json#/definitions/platform"
        },
        "language": {
          "$ref": "games-common.json#/definitions/language"
        }
      }
    },
    "response": {
      "type": "array",
      "maxItems": 30,
      "items": {
        "$ref": "games-common.json#/definitions/game"
      }
    }
  }
} as const;
export default schema;
