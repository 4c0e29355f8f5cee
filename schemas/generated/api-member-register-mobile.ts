// Generated from schemas/api/member-register-mobile.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "member-register-mobile.json",
  "title": "PUT /wps/member/register/mobile",
  "bodyLimit": 65536,
  "description": "Registers with a mobile number (encrypted call): the username is the number; mobileNum and countryDialingCode are required; password only when MOBILENUMPASSREG3 is on, verificationCode (purpose register) when REGMOBVERF3 is on. Same body as member/register.",
  "definitions": {
    "body": {
      "$ref": "member-register.json#/definitions/body"
    },
    "response": {
      "$ref": "common.json#/definitions/loginResult"
    }
  }
} as const;
export default schema;
