// Generated from schemas/api/ops-merchants.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "ops-merchants.json",
  "title": "GET /ops/api/merchants (back office)",
  "description": "Every merchant the platform serves, by merchant code.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "array",
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "merchantCode",
          "name",
          "brandId"
        ],
        "properties": {
          "merchantCode": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "brandId": {
            "type": "string"
          }
        }
      }
    }
  }
} as const;
export default schema;
