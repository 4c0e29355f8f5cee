// Generated from schemas/api/verification-sms-noLogin.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "verification-sms-noLogin.json",
  "title": "POST /wps/verification/sms/noLogin",
  "bodyLimit": 16384,
  "description": "Sends a 6-digit code (purpose login) to a registered mobile number: for SMS login and for a password reset by phone. 404 MOBILE_NOT_FOUND for an unknown number; 429 after 3 sends to a number or 10 from an address in 5 minutes.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "mobileNum",
        "countryDialingCode"
      ],
      "properties": {
        "mobileNum": {
          "$ref": "common.json#/definitions/mobileNumber"
        },
        "countryDialingCode": {
          "$ref": "common.json#/definitions/countryDialingCode"
        }
      }
    },
    "response": {
      "$ref": "common.json#/definitions/smsSent"
    }
  }
} as const;
export default schema;
