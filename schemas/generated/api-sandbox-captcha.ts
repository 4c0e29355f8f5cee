// Generated from schemas/api/sandbox-captcha.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "sandbox-captcha.json",
  "title": "GET /__sandbox/captcha (test control, not part of the platform)",
  "description": "The answer of the newest captcha issued for the merchant (404 when none), so a test can type the image's text.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode"
      ],
      "properties": {
        "merchantCode": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "answer"
      ],
      "properties": {
        "answer": {
          "type": "string"
        }
      }
    }
  }
} as const;
export default schema;
