// Generated from schemas/api/relay-CSP_unreadCount.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-CSP_unreadCount.json",
  "title": "GET /wps/relay/CSP_unreadCount",
  "description": "What waits for the member (spec sections 7 and 9): unread messages of the inbox, promotions they can still join or claim (0 while the PROMOTIONS module is off), their sum for the header's badge, and the rewards and missions to claim for the member centre's menu. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "counts": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "unreadMessage",
        "availablePromo",
        "total",
        "availableReward",
        "claimableMission"
      ],
      "properties": {
        "unreadMessage": {
          "type": "integer",
          "minimum": 0
        },
        "availablePromo": {
          "description": "Running promotions the member has not joined yet, plus bonuses won and not yet claimed.",
          "type": "integer",
          "minimum": 0
        },
        "total": {
          "description": "unreadMessage + availablePromo: the header's unclaimed-items badge.",
          "type": "integer",
          "minimum": 0
        },
        "availableReward": {
          "description": "Rewards the member can claim now: the member centre's rewardCount badge (not part of total).",
          "type": "integer",
          "minimum": 0
        },
        "claimableMission": {
          "description": "Today's missions completed and not claimed yet: the member centre's mission badge (not part of total).",
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "response": {
      "$ref": "relay-CSP_unreadCount.json#/definitions/counts"
    }
  }
} as const;
export default schema;
