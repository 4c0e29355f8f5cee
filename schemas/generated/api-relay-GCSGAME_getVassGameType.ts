// Generated from schemas/api/relay-GCSGAME_getVassGameType.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-GCSGAME_getVassGameType.json",
  "title": "GET /wps/relay/GCSGAME_getVassGameType",
  "description": "All of one vendor's games of one category, for the vendor's game popup (a VASSALAGE card). Needs a token. A vendor the merchant does not carry in that category is a 404.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "vassalage",
        "gameType"
      ],
      "properties": {
        "vassalage": {
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
        "vassalage",
        "name",
        "games"
      ],
      "properties": {
        "vassalage": {
          "type": "string"
        },
        "name": {
          "type": "string"
        },
        "games": {
          "type": "array",
          "items": {
            "$ref": "games-common.json#/definitions/game"
          }
        }
      }
    }
  }
} as const;
export default schema;
