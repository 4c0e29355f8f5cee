// Generated from schemas/api/member-password.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "member-password.json",
  "title": "POST /wps/member/password",
  "bodyLimit": 65536,
  "description": "Changes the logged-in account's password (encrypted call). The new password follows the brand's password rule, differs from the old one and from 123456. Other sessions of the account are revoked.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "oldPassword",
        "newPassword",
        "confirmNewPassword"
      ],
      "properties": {
        "oldPassword": {
          "type": "string",
          "minLength": 0,
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "newPassword": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
        },
        "confirmNewPassword": {
          "type": "string",
          "minLength": 0,
          "maxLength": 64,
          "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
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
      "$ref": "common.json#/definitions/noValue"
    }
  }
} as const;
export default schema;
