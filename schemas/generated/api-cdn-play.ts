// Generated from schemas/api/cdn-play.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "cdn-play.json",
  "title": "GET /cdn/{a|b}/play/<ticket>",
  "description": "The demo game page a launch address opens (HTML, not an envelope): the game's tile, name and vendor, the player and their balance. No script; framed by the site only. An unknown or expired ticket answers a 410 page.",
  "definitions": {
    "params": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "cdn",
        "ticket"
      ],
      "properties": {
        "cdn": {
          "enum": [
            "a",
            "b"
          ]
        },
        "ticket": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{43}$",
          "description": "32 random bytes, base64url"
        }
      }
    },
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    }
  }
} as const;
export default schema;
