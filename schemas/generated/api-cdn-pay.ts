// Generated from schemas/api/cdn-pay.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "cdn-pay.json",
  "title": "GET /cdn/{a|b}/pay/<secret>",
  "description": "The payment page of a deposit order (HTML, not an envelope): the sandbox's stand-in for the payment provider's checkout, with the amount, the order, its payment code and, while the order is pending, a button that pays it. No script; no site may frame it. An unknown secret answers a 404 page.",
  "definitions": {
    "params": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "cdn",
        "secret"
      ],
      "properties": {
        "cdn": {
          "enum": [
            "a",
            "b"
          ]
        },
        "secret": {
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
