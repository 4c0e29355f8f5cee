// Generated from schemas/api/ops-merchant-status.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "ops-merchant-status.json",
  "title": "PUT /ops/api/merchants/{merchantCode}/status (back office)",
  "bodyLimit": 8192,
  "description": "Sets the merchant's site status: normal (maintenance null, regionRestriction false), maintenance (title, message and end time, or null when unknown) or region block (with the operator's message for the block page, or null for the site's own text); recorded in the audit trail. Needs X-CSRF-Token. Answers the merchant as GET does.",
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "maintenance",
        "regionRestriction"
      ],
      "properties": {
        "maintenance": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "common.json#/definitions/maintenance"
            }
          ]
        },
        "regionRestriction": {
          "type": "boolean"
        },
        "regionMessage": {
          "$ref": "common.json#/definitions/regionMessage"
        }
      }
    },
    "response": {
      "$ref": "ops-merchant.json#/definitions/response"
    }
  }
} as const;
export default schema;
