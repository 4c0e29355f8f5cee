// Generated from schemas/api/sandbox-reset.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "sandbox-reset.json",
  "title": "POST /__sandbox/reset (test control, not part of the platform)",
  "bodyLimit": 16384,
  "description": "Restores the seeded status and whitelabel switches of one merchant, or of every merchant when the body is empty or has no merchantCode, and forgets its rate-limit counters, login failures and captchas (accounts, sessions and outboxes stay). A reset of every merchant also puts the in-process clock back.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
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
        "reset"
      ],
      "properties": {
        "reset": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      }
    }
  }
} as const;
export default schema;
