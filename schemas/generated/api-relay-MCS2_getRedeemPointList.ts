// Generated from schemas/api/relay-MCS2_getRedeemPointList.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCS2_getRedeemPointList.json",
  "title": "GET /wps/relay/MCS2_getRedeemPointList",
  "description": "One page of the member's own redemptions, newest first, optionally one status. Needs a token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "pageNo",
        "pageSize"
      ],
      "properties": {
        "status": {
          "$ref": "relay-MCS2_getRedeemPointList.json#/definitions/redemptionStatus"
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
            "$ref": "relay-MCS2_getRedeemPointList.json#/definitions/redemption"
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
    "redemptionStatus": {
      "description": "Spec section 4: in process, rejected, approved.",
      "enum": [
        "IN_PROCESS",
        "REJECTED",
        "APPROVED"
      ]
    },
    "redemption": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "redeemId",
        "rewardId",
        "rewardName",
        "points",
        "status",
        "remark",
        "createdAt",
        "decidedAt"
      ],
      "properties": {
        "redeemId": {
          "type": "integer",
          "minimum": 1
        },
        "rewardId": {
          "type": "integer",
          "minimum": 1
        },
        "rewardName": {
          "type": "string"
        },
        "points": {
          "type": "integer",
          "minimum": 1
        },
        "status": {
          "$ref": "relay-MCS2_getRedeemPointList.json#/definitions/redemptionStatus"
        },
        "remark": {
          "description": "The operator's note (why it was rejected, how it was delivered).",
          "type": [
            "string",
            "null"
          ]
        },
        "createdAt": {
          "$ref": "relay-MCS2_getPointBalance.json#/definitions/timestamp"
        },
        "decidedAt": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time"
        }
      }
    },
    "pageNo": {
      "type": "integer",
      "minimum": 1,
      "maximum": 10000
    },
    "pageSize": {
      "type": "integer",
      "minimum": 1,
      "maximum": 50
    }
  }
} as const;
export default schema;
