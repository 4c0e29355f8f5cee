// Generated from schemas/api/system-setting-register.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "system-setting-register.json",
  "title": "GET /wps/system/setting/register",
  "description": "The brand's registration rules, one per field (also in system/status as registerRules). patternId maps to the hint reg_pattern_{patternId}; acceptedPattern is a regular expression source (flag u), '*' for any text.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "array",
      "items": {
        "$ref": "system-status.json#/definitions/registerRule"
      }
    }
  }
} as const;
export default schema;
