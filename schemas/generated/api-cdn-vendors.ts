// Generated from schemas/api/cdn-vendors.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "cdn-vendors.json",
  "title": "GET /cdn/{a|b}/vendors/<file>.jpg|svg",
  "description": "Vendor logo, 240x120, for any vendor code. Generated artwork, as JPEG (what the catalogue links) or as its SVG source, served by the sandbox as both image CDNs (an image, not an envelope).",
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
          "pattern": "^[A-Z0-9_]{1,24}\\.(svg|jpg)$"
        }
      }
    },
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    }
  }
} as const;
export default schema;
