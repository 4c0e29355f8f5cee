// Generated from schemas/api/v2-member-security.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-member-security.json",
  "title": "GET /wps/v2/member/security",
  "description": "The account-safety facts securityCenter shows: when the member last logged in before this session (null on a first login), when this session began, and whether a payment password is set. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "lastLoginAt",
        "currentLoginAt",
        "paymentPasswordSet"
      ],
      "properties": {
        "lastLoginAt": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "wallet-common.json#/definitions/timestamp"
            }
          ]
        },
        "currentLoginAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "paymentPasswordSet": {
          "type": "boolean"
        }
      }
    }
  }
} as const;
export default schema;
