// Generated from schemas/api/ops-merchant-audit.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "ops-merchant-audit.json",
  "title": "GET /ops/api/merchants/{merchantCode}/audit (back office)",
  "description": "The merchant's audit trail, newest first: who changed which module or the status, when, from what to what. `before` (an entry id) pages back.",
  "definitions": {
    "params": {
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
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50
        },
        "before": {
          "type": "integer",
          "minimum": 1,
          "maximum": 9007199254740991
        }
      }
    },
    "response": {
      "type": "array",
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "at",
          "operator",
          "merchantCode",
          "subject",
          "oldValue",
          "newValue"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "at": {
            "type": "string",
            "format": "date-time"
          },
          "operator": {
            "type": "string"
          },
          "merchantCode": {
            "type": "string"
          },
          "subject": {
            "type": "string",
            "description": "module:<modId> or status"
          },
          "oldValue": {},
          "newValue": {}
        }
      }
    }
  }
} as const;
export default schema;
