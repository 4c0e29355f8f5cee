// Generated from schemas/api/cdn-games.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "cdn-games.json",
  "title": "GET /cdn/{a|b}/games/<file>.jpg|svg",
  "description": "Game tile artwork, 360x360, for any slug (the title is drawn from the slug). Generated artwork, as JPEG (what the catalogue links) or as its SVG source, served by the sandbox as both image CDNs (an image, not an envelope).",
  "definitions": {
    "params": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "cdn",
        "file"
      ],
      "properties": {
        "cdn": {
          "enum": [
            "a",
            "b"
          ]
        },
        "file": {
          "type": "string",
          "pattern": "^[a-z0-9]+(-[a-z0-9]+){0,7}\\.(svg|jpg)$",
          "maxLength": 64
        }
      }
    },
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    }
  }
} as const;
export default schema;
