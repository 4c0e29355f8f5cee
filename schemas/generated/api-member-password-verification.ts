// Generated from schemas/api/member-password-verification.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "member-password-verification.json",
  "title": "POST /wps/member/password/verification",
  "bodyLimit": 65536,
  "description": "Sets a new password with a code sent by verification/sms/noLogin (encrypted call).",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "newPassword",
        "mobileNum",
        "verificationCode",
        "countryDialingCode"
      ],
      "properties": {
        "newPassword": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "mobileNum": {
          "$ref": "common.json#/definitions/mobileNumber"
        },
        "verificationCode": {
          "type": "string",
          "pattern": "^[0-9]{6}$"
        },
        "countryDialingCode": {
          "$ref": "common.json#/definitions/countryDialingCode"
        }
      }
    },
    "response": {
      "$ref": "common.json#/definitions/noValue"
    }
  }
} as const;
export default schema;
