// Generated from schemas/api/sandbox-email-outbox.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "sandbox-email-outbox.json",
  "title": "GET /__sandbox/email-outbox (test control, not part of the platform)",
  "description": "The e-mails sent to an address, newest first.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode",
        "email"
      ],
      "properties": {
        "merchantCode": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        },
        "email": {
          "type": "string",
          "minLength": 3,
          "maxLength": 128,
          "pattern": "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"
        }
      }
    },
    "response": {
      "type": "array",
      "items": {
        "$ref": "sandbox-email-outbox.json#/definitions/message"
      }
    },
    "message": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "subject",
        "body",
        "createdAt"
      ],
      "properties": {
        "subject": {
          "type": "string"
        },
        "body": {
          "type": "string"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time"
        }
      }
    }
  }
} as const;
export default schema;
