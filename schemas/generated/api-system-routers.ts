// Generated from schemas/api/system-routers.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "system-routers.json",
  "title": "GET /wps/system/routers",
  "description": "Alternative domains of the merchant and its side-bar resource links.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/hostQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "domainList",
        "resources"
      ],
      "properties": {
        "domainList": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "resources": {
          "type": "array",
          "items": {
            "$ref": "common.json#/definitions/resource"
          }
        }
      }
    }
  }
} as const;
export default schema;
