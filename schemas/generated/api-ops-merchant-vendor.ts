// Generated from schemas/api/ops-merchant-vendor.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "ops-merchant-vendor.json",
  "title": "PUT /ops/api/merchants/{merchantCode}/vendors/{gameType}/{vendorCode} (back office)",
  "bodyLimit": 1024,
  "description": "Switches one vendor card of the merchant on or off, live at once on the server and on the site's next page load, and records it in the audit trail. Needs X-CSRF-Token. Answers the merchant as GET does. A card the merchant does not have is 404 NOT_FOUND.",
  "definitions": {
    "params": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode",
        "gameType",
        "vendorCode"
      ],
      "properties": {
        "merchantCode": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        },
        "gameType": {
          "type": "string",
          "pattern": "^[A-Z]{2,12}$"
        },
        "vendorCode": {
          "type": "string",
          "pattern": "^[A-Z0-9_]{1,24}$"
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
