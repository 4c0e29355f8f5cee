// Generated from schemas/api/sandbox-announcements.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "sandbox-announcements.json",
  "title": "POST /__sandbox/announcements (test control, not part of the platform)",
  "bodyLimit": 4194304,
  "description": "Replaces every announcement of a merchant with the ones given (stored verbatim, like the platform's CMS does: content is untrusted HTML), newest first in the order given, one minute apart. Without `announcements` the merchant's seeded announcements come back. Answers how many the merchant now has.",
  "definitions": {
    "announcement": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "title",
        "content"
      ],
      "properties": {
        "type": {
          "enum": [
            "B",
            "PL",
            "PU",
            "PR",
            "H"
          ]
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "content": {
          "type": "string",
          "maxLength": 20000
        }
      }
    },
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode"
      ],
      "properties": {
        "merchantCode": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        },
        "announcements": {
          "type": "array",
          "maxItems": 500,
          "items": {
            "$ref": "sandbox-announcements.json#/definitions/announcement"
          }
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode",
        "count"
      ],
      "properties": {
        "merchantCode": {
          "type": "string"
        },
        "count": {
          "type": "integer",
          "minimum": 0
        }
      }
    }
  }
} as const;
export default schema;
