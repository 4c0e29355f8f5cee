// Generated from schemas/api/relay-MCS2_getPointReward.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCS2_getPointReward.json",
  "title": "GET /wps/relay/MCS2_getPointReward",
  "description": "The merchant's rewards catalogue in display order, optionally one category. The token is optional here (the spec marks every points call as needing one; the mall shows its catalogue to visitors too, so this call answers without one).",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "category": {
          "$ref": "relay-MCS2_getPointReward.json#/definitions/rewardCategory"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "list"
      ],
      "properties": {
        "list": {
          "type": "array",
          "items": {
            "$ref": "relay-MCS2_getPointReward.json#/definitions/reward"
          }
        }
      }
    },
    "rewardCategory": {
      "enum": [
        "FREE_SPINS",
        "BONUS",
        "MERCHANDISE"
      ]
    },
    "reward": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "rewardId",
        "category",
        "name",
        "description",
        "pointCost",
        "stock",
        "imagePath"
      ],
      "properties": {
        "rewardId": {
          "type": "integer",
          "minimum": 1
        },
        "category": {
          "$ref": "relay-MCS2_getPointReward.json#/definitions/rewardCategory"
        },
        "name": {
          "type": "string"
        },
        "description": {
          "type": "string"
        },
        "pointCost": {
          "type": "integer",
          "minimum": 1
        },
        "stock": {
          "description": "Units left; null for unlimited.",
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0
        },
        "imagePath": {
          "description": "Relative to an image CDN of system/status (rewards/<id>.svg).",
          "type": "string"
        }
      }
    }
  }
} as const;
export default schema;
