// Generated from schemas/api/system-customerService.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "system-customerService.json",
  "title": "GET /wps/system/customerService",
  "description": "Customer-service links. An entry of csType 3 is encrypted: path = CryptoJS.AES.encrypt(url, key).toString() + key, key being its last 8 characters.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "array",
      "items": {
        "$ref": "common.json#/definitions/customerServiceEntry"
      }
    }
  }
} as const;
export default schema;
