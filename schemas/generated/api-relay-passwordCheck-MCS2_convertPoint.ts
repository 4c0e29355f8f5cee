// Generated from schemas/api/relay-passwordCheck-MCS2_convertPoint.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-passwordCheck-MCS2_convertPoint.json",
  "title": "POST /wps/relay/passwordCheck/MCS2_convertPoint",
  "bodyLimit": 16384,
  "description": "Converts points into wallet money at the merchant's rate after checking the member's payment password; the points debit and the wallet credit are one transaction. Needs a token. Refusals as for MCS2_redeemPointReward, plus a points amount below the minimum or not a multiple of the step (400 INVALID_CONVERT_AMOUNT) and the 24-hour conversion limit (409 DAILY_LIMIT).",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "points",
        "paymentPassword"
      ],
      "properties": {
        "points": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000000
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
        "convertedPoints",
        "moneyAmount",
        "points",
        "walletBalance"
      ],
      "properties": {
        "convertedPoints": {
          "type": "integer",
          "minimum": 1
        },
        "moneyAmount": {
          "$ref": "relay-MCS2_getPointBalance.json#/definitions/money"
        },
        "points": {
          "description": "The point balance after the conversion.",
          "$ref": "relay-MCS2_getPointBalance.json#/definitions/points"
        },
        "walletBalance": {
          "description": "The wallet balance after the credit.",
          "$ref": "relay-MCS2_getPointBalance.json#/definitions/money"
        }
      }
    }
  }
} as const;
export default schema;
