// Generated from schemas/api/cdn-banners.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "cdn-banners.json",
  "title": "GET /cdn/{a|b}/banners/<file>.jpg|svg",
  "description": "Banner artwork in its wide crop (<bannerId>.jpg: SVG 1920x560) or its phone crop (<bannerId>-phone.jpg: SVG 750x400, the same words drawn larger for screens under 768 px); JPEG 480 to 1920 px wide (the phone crop up to 1440), sized by the Sec-CH-Viewport-Width and Sec-CH-DPR hints, 960 px without them; in the colours of the banner's merchant. Generated artwork, as JPEG (what the catalogue links) or as its SVG source, served by the sandbox as both image CDNs (an image, not an envelope).",
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
          "pattern": "^[0-9]{1,9}(-phone)?\\.(svg|jpg)$"
        }
      }
    },
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    }
  }
} as const;
export default schema;
