// Generated from schemas/api/session-login.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "session-login.json",
  "title": "POST /wps/session/login",
  "bodyLimit": 65536,
  "description": "Logs in (encrypted call). type '' or 'username': username and password. 'sms': username is the mobile number, password the 6-digit code sent by verification/sms/noLogin, countryDialingCode required. 'firebase_*': firebaseIdToken from Firebase Authentication. Every failure carries value { captchaRequired }: when true, the next attempt must send captcha (the text of GET captcha's image, bound to the wps_captcha cookie).",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "username",
        "password",
        "type"
      ],
      "properties": {
        "username": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]+$"
        },
        "password": {
          "type": "string",
          "minLength": 0,
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "captcha": {
          "type": "string",
          "minLength": 0,
          "maxLength": 8,
          "pattern": "^[A-Za-z0-9]*$"
        },
        "type": {
          "enum": [
            "",
            "username",
            "sms",
            "firebase_sms",
            "firebase_google",
            "firebase_facebook"
          ]
        },
        "countryDialingCode": {
          "$ref": "common.json#/definitions/countryDialingCode"
        },
        "firebaseIdToken": {
          "type": "string",
          "minLength": 0,
          "maxLength": 4096,
          "pattern": "^[A-Za-z0-9._-]*$"
        },
        "agentOnly": {
          "description": "The agent site's login (spec section 6): true refuses any account that is not an agent (types 1, 2, 41, 42) with 403 AGENT_LOGIN_ONLY, and makes no session.",
          "type": "boolean"
        }
      }
    },
    "response": {
      "$ref": "common.json#/definitions/loginResult"
    }
  }
} as const;
export default schema;
