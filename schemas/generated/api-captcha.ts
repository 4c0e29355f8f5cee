// Generated from schemas/api/captcha.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "captcha.json",
  "title": "GET /wps/captcha",
  "description": "A new image captcha: value is a base64 PNG (no data: prefix) of 4 characters, about 120x40. The answer is bound to the HttpOnly cookie wps_captcha (Path=/wps, SameSite=Strict); it is case-insensitive, single use and expires in 5 minutes.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "string",
      "pattern": "^[A-Za-z0-9+/]+=*$"
    }
  }
} as const;
export default schema;
