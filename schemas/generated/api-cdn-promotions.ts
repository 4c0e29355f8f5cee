// Generated from schemas/api/cdn-promotions.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "cdn-promotions.json",
  "title": "GET /cdn/{a|b}/promotions/<merchantCode>/<id>[.phone].jpg|svg",
  "description": "A promotion's artwork (drawn like a banner, 1920x560 SVG; JPEG or WebP 960 px wide) or its phone crop (<id>.phone.jpg: 750x400 SVG with the same words drawn larger; 750 px wide), in its merchant's colours. An image, not an envelope.",
  "definitions": {
    "params": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "cdn",
        "merchant",
        "file"
      ],
      "properties": {
        "cdn": {
          "enum": [
            "a",
            "b"
          ]
        },
        "merchant": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        },
        "file": {
          "type": "string",
          "maxLength": 70,
          "pattern": "^[a-z0-9]+(-[a-z0-9]+){0,7}(\\.phone)?\\.(svg|jpg)$"
        }
      }
    },
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    }
  }
} as const;
export default schema;
