// Generated from schemas/api/relay-MCS2_getPointBalance.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCS2_getPointBalance.json",
  "title": "GET /wps/relay/MCS2_getPointBalance",
  "description": "The member's point balance (the sum of their ledger) and what it is worth in money at the merchant's rate. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "points",
        "moneyValue",
        "redeemsInProcess"
      ],
      "properties": {
        "points": {
          "$ref": "relay-MCS2_getPointBalance.json#/definitions/points"
        },
        "moneyValue": {
          "$ref": "relay-MCS2_getPointBalance.json#/definitions/money"
        },
        "redeemsInProcess": {
          "description": "Redemptions waiting for review.",
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "points": {
      "type": "integer",
      "minimum": 0,
      "maximum": 2147483647
    },
    "signedPoints": {
      "type": "integer",
      "minimum": -2147483647,
      "maximum": 2147483647
    },
    "money": {
      "description": "An amount of the merchant's currency as exact decimal text with two decimals.",
      "type": "string",
      "pattern": "^[0-9]{1,12}\\.[0-9]{2}$"
    },
    "timestamp": {
      "description": "ISO 8601 with time zone.",
      "type": "string",
      "format": "date-time"
    }
  }
} as const;
export default schema;
