// Generated from schemas/api/ops-merchant-module.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "ops-merchant-module.json",
  "title": "PUT /ops/api/merchants/{merchantCode}/modules/{modId} (back office)",
  "bodyLimit": 1024,
  "description": "Switches one module on or off for the merchant, live at once on the server and on the site's next page load, and records it in the audit trail. Needs X-CSRF-Token. Answers the merchant as GET does. An unknown module is 404 NOT_FOUND.",
  "definitions": {
    "params": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode",
        "modId"
      ],
      "properties": {
        "merchantCode": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        },
        "modId": {
          "type": "string",
          "pattern": "^[A-Z0-9_]{1,40}$"
        }
      }
    },
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "enabled"
      ],
      "properties": {
        "enabled": {
          "type": "boolean"
        }
      }
    },
    "response": {
      "$ref": "ops-merchant.json#/definitions/response"
    }
  }
} as const;
export default schema;
