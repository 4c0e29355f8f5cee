// Generated from schemas/api/support-chat.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "support-chat.json",
  "title": "GET /support/chat",
  "description": "The customer-service page the csType 1, 2 and 3 links open (HTML, not an envelope). merchant picks the brand's name and colours.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "kind"
      ],
      "properties": {
        "kind": {
          "enum": [
            "live",
            "vip"
          ]
        },
        "merchant": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        }
      }
    }
  }
} as const;
export default schema;
