// Generated from schemas/api/member-password-email.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "member-password-email.json",
  "title": "POST /wps/member/password/email",
  "bodyLimit": 4096,
  "description": "Asks for a password-reset link by e-mail. The body is application/x-www-form-urlencoded (the only call that takes it). Always answers success when well formed, whether or not the pair matches an account.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "username",
        "email"
      ],
      "properties": {
        "username": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]+$"
        },
        "email": {
          "type": "string",
          "minLength": 3,
          "maxLength": 128,
          "pattern": "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"
        }
      }
    },
    "response": {
      "$ref": "common.json#/definitions/noValue"
    }
  }
} as const;
export default schema;
