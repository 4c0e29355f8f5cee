// Generated from schemas/api/verification-sms-noLogin.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "verification-sms-noLogin.json",
  "title": "POST /wps/verification/sms/noLogin",
  "bodyLimit": 16384,
  "description": "Sends a 6-digit code to a registered mobile number, for SMS login (purpose 'login', the default; needs MOBILEVERCODELOGIN3) or a password reset by phone (purpose 'reset', used by member/password/verification; needs CHNGPASSVERIF3). A switched-off purpose answers 403 FEATURE_OFF and sends nothing. The answer is the same for registered and unregistered numbers (no enumeration): only a registered number gets a code. 429 after 3 sends to a number or 10 from an address in 5 minutes.",
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
        },
        "purpose": {
          "description": "What the code is for: 'login' (SMS login, the default) or 'reset' (password reset by phone).",
          "enum": [
            "login",
            "reset"
          ]
        }
      }
    },
    "response": {
      "$ref": "common.json#/definitions/smsSent"
    }
  }
} as const;
export default schema;
