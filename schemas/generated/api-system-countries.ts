// Generated from schemas/api/system-countries.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "system-countries.json",
  "title": "GET /wps/system/countries",
  "description": "Countries offered in the dialing-code dropdown, names in Portuguese.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "array",
      "items": {
        "$ref": "common.json#/definitions/country"
      }
    }
  }
} as const;
export default schema;
