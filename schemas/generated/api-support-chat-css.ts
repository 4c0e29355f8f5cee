// Generated from schemas/api/support-chat.css.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "support-chat.css.json",
  "title": "GET /support/chat.css",
  "description": "Style sheet of the customer-service page, in the merchant's colours (an external sheet because the page's CSP forbids inline style).",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
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
