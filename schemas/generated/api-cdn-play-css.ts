// Generated from schemas/api/cdn-play.css.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "cdn-play.css.json",
  "title": "GET /cdn/{a|b}/play.css",
  "description": "Style sheet of the demo game page, in the merchant's colours (a separate sheet because the page's CSP allows no inline style).",
  "definitions": {
    "params": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "cdn"
      ],
      "properties": {
        "cdn": {
          "enum": [
            "a",
            "b"
          ]
        }
      }
    },
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [],
      "properties": {
        "merchant": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        }
      }
    }
  }
} as const;
export default schema;
