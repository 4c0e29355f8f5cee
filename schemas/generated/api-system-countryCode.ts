// Generated from schemas/api/system-countryCode.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "system-countryCode.json",
  "title": "GET /wps/system/countryCode",
  "description": "The merchant's default country, used to pre-fill dialing codes.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "countryCode",
        "countryDialingCode"
      ],
      "properties": {
        "countryCode": {
          "type": "string",
          "pattern": "^[A-Z]{2}$"
        },
        "countryDialingCode": {
          "type": "string",
          "pattern": "^\\+[0-9]{1,4}$"
        }
      }
    }
  }
} as const;
export default schema;
