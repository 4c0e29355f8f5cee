// Generated from schemas/api/health.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "health.json",
  "title": "GET /wps/health",
  "description": "Liveness of the sandbox. The only /wps call that needs no X-Merchant-Code header.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "ok"
      ],
      "properties": {
        "ok": {
          "const": true
        }
      }
    }
  }
} as const;
export default schema;
