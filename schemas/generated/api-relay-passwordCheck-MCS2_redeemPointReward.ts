// Generated from schemas/api/relay-passwordCheck-MCS2_redeemPointReward.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-passwordCheck-MCS2_redeemPointReward.json",
  "title": "POST /wps/relay/passwordCheck/MCS2_redeemPointReward",
  "bodyLimit": 16384,
  "description": "Redeems one reward with points after checking the member's payment password. Needs a token. Refusals: no payment password set (400 PAYMENT_PASSWORD_NOT_SET), a wrong one (400 WRONG_PAYMENT_PASSWORD; 429 PAYMENT_PASSWORD_LOCKED after 5 wrong in 15 minutes), unknown or withdrawn reward (404 REWARD_NOT_FOUND), out of stock (409 OUT_OF_STOCK), too few points (409 INSUFFICIENT_POINTS), the 24-hour redemption limit (409 DAILY_LIMIT). A refusal moves nothing. The redemption starts IN_PROCESS.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "rewardId",
        "paymentPassword"
      ],
      "properties": {
        "rewardId": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647
        },
        "paymentPassword": {
          "$ref": "relay-passwordCheck-MCS2_redeemPointReward.json#/definitions/paymentPassword"
        },
        "requestId": {
          "$ref": "relay-passwordCheck-MCS2_redeemPointReward.json#/definitions/requestId"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "redemption",
        "points"
      ],
      "properties": {
        "redemption": {
          "$ref": "relay-MCS2_getRedeemPointList.json#/definitions/redemption"
        },
        "points": {
          "description": "The balance after the redemption.",
          "$ref": "relay-MCS2_getPointBalance.json#/definitions/points"
        }
      }
    },
    "paymentPassword": {
      "description": "The member's payment password as typed (checked against its argon2id hash, never stored).",
      "type": "string",
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[^\\u0000-\\u001f\\u007f]*$"
    },
    "requestId": {
      "description": "Chosen by the client per attempt: the same requestId sent again moves points (and money) once and answers the first result.",
      "type": "string",
      "pattern": "^[A-Za-z0-9_-]{8,64}$"
    }
  }
} as const;
export default schema;
