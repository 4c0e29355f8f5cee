// Generated from schemas/api/relay-GCS_gameLaunchFB.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-GCS_gameLaunchFB.json",
  "title": "GET /wps/relay/GCS_gameLaunchFB",
  "description": "Third-party launch: answers the address of the game page (a launch CDN + /play/<ticket>, valid 30 minutes). Without gameCode, the vendor's lobby. Needs a token. A game or vendor the merchant does not carry is a 404.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "vassalage",
        "gameType",
        "platform",
        "language"
      ],
      "properties": {
        "vassalage": {
          "$ref": "games-common.json#/definitions/vendorCode"
        },
        "gameType": {
          "$ref": "games-common.json#/definitions/gameType"
        },
        "gameCode": {
          "$ref": "games-common.json#/definitions/gameCode"
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
      "$ref": "games-common.json#/definitions/launchUrl"
    }
  }
} as const;
export default schema;
