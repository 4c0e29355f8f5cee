// Generated from schemas/api/relay-MCSFE_getFavoriteGamesList.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCSFE_getFavoriteGamesList.json",
  "title": "GET /wps/relay/MCSFE_getFavoriteGamesList",
  "description": "One page of the member's favourite games of a category, newest favourite first. Needs a token, in the Authorization header only: the spec's token query parameter is not accepted (a token in a URL ends up in logs and histories).",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "clientType",
        "platform",
        "language",
        "gameType",
        "pageNo",
        "pageSize"
      ],
      "properties": {
        "clientType": {
          "type": "integer",
          "const": 3
        },
        "platform": {
          "$ref": "games-common.json#/definitions/platform"
        },
        "language": {
          "$ref": "games-common.json#/definitions/language"
        },
        "gameType": {
          "$ref": "games-common.json#/definitions/gameType"
        },
        "vassalage": {
          "$ref": "games-common.json#/definitions/vendorCode"
        },
        "pageNo": {
          "$ref": "games-common.json#/definitions/pageNo"
        },
        "pageSize": {
          "$ref": "games-common.json#/definitions/pageSize"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "content",
        "totalPages"
      ],
      "properties": {
        "content": {
          "type": "array",
          "items": {
            "$ref": "games-common.json#/definitions/game"
          }
        },
        "totalPages": {
          "type": "integer",
          "minimum": 0
        }
      }
    }
  }
} as const;
export default schema;
