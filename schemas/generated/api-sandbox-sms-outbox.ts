// Generated from schemas/api/sandbox-sms-outbox.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "sandbox-sms-outbox.json",
  "title": "GET /__sandbox/sms-outbox (test control, not part of the platform)",
  "description": "The verification codes sent to a number, newest first.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode",
        "mobileNum"
      ],
      "properties": {
        "merchantCode": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        },
        "mobileNum": {
          "$ref": "common.json#/definitions/mobileNumber"
        }
      }
    },
    "response": {
      "type": "array",
      "items": {
        "$ref": "sandbox-sms-outbox.json#/definitions/message"
      }
    },
    "message": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "code",
        "purpose",
        "countryDialingCode",
        "mobileNum",
        "createdAt",
        "expiresAt"
      ],
      "properties": {
        "code": {
          "type": "string"
        },
        "purpose": {
          "enum": [
            "login",
            "register",
            "reset"
          ]
        },
        "countryDialingCode": {
          "type": "string"
        },
        "mobileNum": {
          "type": "string"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time"
        },
        "expiresAt": {
          "type": "string",
          "format": "date-time"
        }
      }
    }
  }
} as const;
export default schema;
