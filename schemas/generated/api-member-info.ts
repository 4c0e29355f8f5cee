// Generated from schemas/api/member-info.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "member-info.json",
  "title": "GET /wps/member/info",
  "description": "The logged-in account (Authorization: Bearer <token>). type: 0 member, 1, 2, 41, 42 agents, 4 free-play trial. mobileNum is masked (first 3 and last 3 digits kept).",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "account",
        "nickname",
        "type",
        "toUpline",
        "clubLabel",
        "memberLabel",
        "email",
        "mobileNum",
        "countryDialingCode"
      ],
      "properties": {
        "id": {
          "type": "integer"
        },
        "account": {
          "type": "string"
        },
        "nickname": {
          "type": "string"
        },
        "type": {
          "enum": [
            0,
            1,
            2,
            4,
            41,
            42
          ]
        },
        "toUpline": {
          "type": "boolean"
        },
        "clubLabel": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "member-info.json#/definitions/clubLabel"
            }
          ]
        },
        "memberLabel": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "email": {
          "type": [
            "string",
            "null"
          ]
        },
        "mobileNum": {
          "type": [
            "string",
            "null"
          ],
          "pattern": "^[0-9*]+$"
        },
        "countryDialingCode": {
          "type": [
            "string",
            "null"
          ]
        }
      }
    },
    "clubLabel": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "labelName",
        "rankLevel"
      ],
      "properties": {
        "labelName": {
          "type": "string"
        },
        "rankLevel": {
          "type": "integer"
        }
      }
    }
  }
} as const;
export default schema;
