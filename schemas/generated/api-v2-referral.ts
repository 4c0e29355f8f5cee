// Generated from schemas/api/v2-referral.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-referral.json",
  "title": "GET /wps/v2/referral",
  "description": "Invite friends (referral): the member's invitation code and link (/register?referralCode=CODE on this site; made on first ask; null while the REFERRAL module is off or for a trial account), what each friend's first deposit pays the member, and the friends who registered with the code, newest first, names masked, with their state. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "enabled",
        "code",
        "link",
        "rewardPerFriend",
        "friends",
        "invitedCount",
        "rewardedCount",
        "earned"
      ],
      "properties": {
        "enabled": {
          "type": "boolean"
        },
        "code": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "type": "string",
              "pattern": "^[A-Z0-9]{6,12}$"
            }
          ]
        },
        "link": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "type": "string",
              "format": "uri"
            }
          ]
        },
        "rewardPerFriend": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "friends": {
          "type": "array",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "player",
              "joinedAt",
              "status",
              "reward"
            ],
            "properties": {
              "player": {
                "type": "string"
              },
              "joinedAt": {
                "$ref": "wallet-common.json#/definitions/timestamp"
              },
              "status": {
                "enum": [
                  "REGISTERED",
                  "REWARDED"
                ]
              },
              "reward": {
                "anyOf": [
                  {
                    "type": "null"
                  },
                  {
                    "$ref": "wallet-common.json#/definitions/money"
                  }
                ]
              }
            }
          }
        },
        "invitedCount": {
          "type": "integer",
          "minimum": 0
        },
        "rewardedCount": {
          "type": "integer",
          "minimum": 0
        },
        "earned": {
          "$ref": "wallet-common.json#/definitions/money"
        }
      }
    }
  }
} as const;
export default schema;
