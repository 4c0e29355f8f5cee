// Generated from schemas/api/v2-member-payment-password.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-member-payment-password.json",
  "title": "PUT /wps/v2/member/payment-password",
  "bodyLimit": 16384,
  "description": "Sets or changes the member's payment password (exactly 6 digits, confirmed) behind the login password (encrypted call; 400 WRONG_PASSWORD). Needs a token.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "password",
        "paymentPassword",
        "confirmPaymentPassword"
      ],
      "properties": {
        "password": {
          "type": "string",
          "minLength": 0,
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "paymentPassword": {
          "type": "string",
          "minLength": 0,
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "confirmPaymentPassword": {
          "type": "string",
          "minLength": 0,
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        }
      }
    },
    "response": {
      "$ref": "common.json#/definitions/noValue"
    }
  }
} as const;
export default schema;
