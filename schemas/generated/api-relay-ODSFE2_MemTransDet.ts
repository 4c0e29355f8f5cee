// Generated from schemas/api/relay-ODSFE2_MemTransDet.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-ODSFE2_MemTransDet.json",
  "title": "GET /wps/relay/ODSFE2_MemTransDet",
  "description": "One page of the member's own points movements between startDate and endDate (calendar days, both included, at most 90 days apart), newest first, each with the balance after it. Needs a token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "startDate",
        "endDate",
        "pageNo",
        "pageSize"
      ],
      "properties": {
        "startDate": {
          "type": "string",
          "format": "date"
        },
        "endDate": {
          "type": "string",
          "format": "date"
        },
        "kind": {
          "$ref": "relay-ODSFE2_MemTransDet.json#/definitions/movementKind"
        },
        "pageNo": {
          "$ref": "relay-MCS2_getRedeemPointList.json#/definitions/pageNo"
        },
        "pageSize": {
          "$ref": "relay-MCS2_getRedeemPointList.json#/definitions/pageSize"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "list",
        "totalCount",
        "totalPages"
      ],
      "properties": {
        "list": {
          "type": "array",
          "items": {
            "$ref": "relay-ODSFE2_MemTransDet.json#/definitions/movement"
          }
        },
        "totalCount": {
          "type": "integer",
          "minimum": 0
        },
        "totalPages": {
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "movementKind": {
      "description": "Earned (BET, DEPOSIT, MISSION, CHECKIN, REFERRAL), spent (REDEEM, CONVERT) or given back (REFUND of a rejected redemption).",
      "enum": [
        "BET",
        "DEPOSIT",
        "MISSION",
        "CHECKIN",
        "REFERRAL",
        "REDEEM",
        "REFUND",
        "CONVERT"
      ]
    },
    "movement": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "entryId",
        "kind",
        "points",
        "balanceAfter",
        "description",
        "moneyAmount",
        "createdAt"
      ],
      "properties": {
        "entryId": {
          "type": "integer",
          "minimum": 1
        },
        "kind": {
          "$ref": "relay-ODSFE2_MemTransDet.json#/definitions/movementKind"
        },
        "points": {
          "$ref": "relay-MCS2_getPointBalance.json#/definitions/signedPoints"
        },
        "balanceAfter": {
          "$ref": "relay-MCS2_getPointBalance.json#/definitions/points"
        },
        "description": {
          "type": "string"
        },
        "moneyAmount": {
          "description": "The wallet credit of a conversion; null otherwise.",
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "relay-MCS2_getPointBalance.json#/definitions/money"
            }
          ]
        },
        "createdAt": {
          "$ref": "relay-MCS2_getPointBalance.json#/definitions/timestamp"
        }
      }
    }
  }
} as const;
export default schema;
