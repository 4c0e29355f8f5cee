// Generated from schemas/api/system-whitelabel.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "system-whitelabel.json",
  "title": "GET /wps/system/whitelabel",
  "description": "The merchant's permission tree alone (the same tree as system/status value.whitelabel).",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/hostQuery"
    },
    "response": {
      "$ref": "common.json#/definitions/whitelabel"
    }
  }
} as const;
export default schema;
