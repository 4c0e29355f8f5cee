// Generated from schemas/api/verification-sms-register.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "verification-sms-register.json",
  "title": "POST /wps/verification/sms/register",
  "bodyLimit": 16384,
  "description": "Sends a 6-digit code (purpose register) for a registration with SMS verification (needs DIRECTREG3 and REGMOBVERF3; 403 FEATURE_OFF otherwise, nothing sent). The answer is the same for registered and unregistered numbers (no enumeration): only a number not yet registered gets a code, so registering with a taken number fails on its code. Same limits as verification/sms/noLogin.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "mobileNo",
        "countryDialingCode",
        "regType"
      ],
      "properties": {
        "mobileNo": {
          "$ref": "common.json#/definitions/mobileNumber"
        },
        "countryDialingCode": {
          "$ref": "common.json#/definitions/countryDialingCode"
        },
        "regType": {
          "enum": [
            "username",
            "mobile"
          ]
        },
        "username": {
          "type": "string",
          "minLength": 0,
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        }
      }
    },
    "response": {
      "$ref": "common.json#/definitions/smsSent"
    }
  }
} as const;
export default schema;
