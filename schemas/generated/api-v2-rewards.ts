// Generated from schemas/api/v2-rewards.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-rewards.json",
  "title": "GET /wps/v2/rewards",
  "description": "The member's rewards (rewardCenter): available ones first (soonest to expire), then upcoming, then those claimed or expired in the last 30 days, with how many can be claimed now and their sum. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "status": {
      "enum": [
        "UPCOMING",
        "AVAILABLE",
        "CLAIMED",
        "EXPIRED"
      ]
    },
    "reward": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "kind",
        "title",
        "description",
        "amount",
        "status",
        "availableFrom",
        "expiresAt",
        "claimedAt"
      ],
      "properties": {
        "id": {
          "type": "integer",
          "minimum": 1
        },
        "kind": {
          "enum": [
            "DAILY",
            "CASHBACK",
            "VIP",
            "BIRTHDAY",
            "COMPENSATION"
          ]
        },
        "title": {
          "type": "string"
        },
        "description": {
          "type": "string"
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "status": {
          "$ref": "v2-rewards.json#/definitions/status"
        },
        "availableFrom": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "expiresAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "claimedAt": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "wallet-common.json#/definitions/timestamp"
            }
          ]
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "list",
        "availableCount",
        "availableAmount"
      ],
      "properties": {
        "list": {
          "type": "array",
          "items": {
            "$ref": "v2-rewards.json#/definitions/reward"
          }
        },
        "availableCount": {
          "type": "integer",
          "minimum": 0
        },
        "availableAmount": {
          "$ref": "wallet-common.json#/definitions/money"
        }
      }
    }
  }
} as const;
export default schema;
