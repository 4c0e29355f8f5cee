// Generated from schemas/api/member-register.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "member-register.json",
  "title": "PUT /wps/member/register",
  "bodyLimit": 65536,
  "description": "Registers with a username (encrypted call) and logs the new account in. The brand's registration rules (system/setting/register) are enforced field by field; fields whose rule is off are ignored. The schema only bounds sizes: formats are the rules' job, so their messages name the field in Portuguese. firebaseIdToken is longer than the other fields because a Firebase ID token is a JWT.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "username": {
          "type": "string",
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "password": {
          "type": "string",
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "confirmPassword": {
          "type": "string",
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "payeeName": {
          "type": "string",
          "maxLength": 128,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "email": {
          "type": "string",
          "maxLength": 128,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "qqNum": {
          "type": "string",
          "maxLength": 32,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "mobileNum": {
          "type": "string",
          "maxLength": 32,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "recommenderId": {
          "type": "string",
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "captcha": {
          "type": "string",
          "maxLength": 8,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "verificationCode": {
          "type": "string",
          "maxLength": 16,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "affiliateCode": {
          "type": "string",
          "maxLength": 32,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "paymentPassword": {
          "type": "string",
          "maxLength": 32,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "line": {
          "type": "string",
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "whatsapp": {
          "type": "string",
          "maxLength": 32,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "facebook": {
          "type": "string",
          "maxLength": 128,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "wechat": {
          "type": "string",
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "idNumber": {
          "type": "string",
          "maxLength": 32,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "referralCode": {
          "type": "string",
          "maxLength": 32,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "domain": {
          "type": "string",
          "minLength": 0,
          "maxLength": 128,
          "pattern": "^[A-Za-z0-9.:\\[\\]-]*$"
        },
        "countryDialingCode": {
          "$ref": "common.json#/definitions/countryDialingCode"
        },
        "login": {
          "type": "boolean"
        },
        "registerUrl": {
          "type": "string",
          "maxLength": 128,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "registerMethod": {
          "enum": [
            "WEB"
          ]
        },
        "firebaseChannel": {
          "enum": [
            "sms"
          ]
        },
        "firebaseIdToken": {
          "type": "string",
          "minLength": 0,
          "maxLength": 4096,
          "pattern": "^[A-Za-z0-9._-]*$"
        }
      }
    },
    "response": {
      "$ref": "common.json#/definitions/loginResult"
    }
  }
} as const;
export default schema;
