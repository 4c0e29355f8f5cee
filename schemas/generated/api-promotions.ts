// Generated from schemas/api/promotions.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "promotions.json",
  "title": "GET /wps/promotions",
  "description": "The merchant's promotions (activities) in display order. Without a token every status is the visitor's (JOIN, CLOSED or COMING_SOON); with one, the caller's own part in each (spec section 4, activity statuses). The REFERRAL promotion is listed only while the REFERRAL module is on. Path not shown in the spec; designed for the sandbox (README, Promotions and feedback).",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "promotionId": {
      "type": "string",
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[a-z0-9]+(-[a-z0-9]+){0,7}$"
    },
    "status": {
      "description": "JOIN: may join or apply. CLAIM: a bonus or prize waits to be claimed. APPLYING: application under review. REJECTED: application refused (may apply again). SIGNED: signed up, waiting for the event or draw. IN_PROCESS: taking part, not finished. CLAIMED: claimed by the member. ISSUED: paid by the platform without a claim. CLOSED: the period is over. COMING_SOON: the period has not started.",
      "enum": [
        "JOIN",
        "CLAIM",
        "APPLYING",
        "CLOSED",
        "REJECTED",
        "ISSUED",
        "CLAIMED",
        "IN_PROCESS",
        "SIGNED",
        "COMING_SOON"
      ]
    },
    "promotion": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "category",
        "title",
        "summary",
        "imageUrl",
        "phoneImageUrl",
        "startsAt",
        "endsAt",
        "mode",
        "bonusAmount",
        "messagingApp",
        "status"
      ],
      "properties": {
        "id": {
          "$ref": "promotions.json#/definitions/promotionId"
        },
        "category": {
          "enum": [
            "DEPOSIT",
            "CASHBACK",
            "SLOTS",
            "SPORTS",
            "LIVE",
            "RAFFLE",
            "VIP",
            "REFERRAL"
          ]
        },
        "title": {
          "type": "string"
        },
        "summary": {
          "type": "string"
        },
        "imageUrl": {
          "type": "string",
          "description": "The artwork's path on an image CDN of system/status, promotions/<merchantCode>/<id>.jpg (drawn 1920x560, served 960 px wide)"
        },
        "phoneImageUrl": {
          "type": "string",
          "description": "Its phone crop, promotions/<merchantCode>/<id>.phone.jpg (drawn 750x400 with the words large enough for a frame 300 px wide or more, served 750 px wide): for the promotion cards and for phones"
        },
        "startsAt": {
          "type": "string",
          "format": "date-time"
        },
        "endsAt": {
          "type": "string",
          "format": "date-time"
        },
        "mode": {
          "description": "JOIN: one click. APPLY: a form (remark and images) the operator reviews. RAFFLE: sign up; winners claim with relay/MCS2_claimRafflePromotion.",
          "enum": [
            "JOIN",
            "APPLY",
            "RAFFLE"
          ]
        },
        "bonusAmount": {
          "type": "number",
          "minimum": 0
        },
        "messagingApp": {
          "description": "The bonus is paid only with the member's number ID on this app (asked when claiming).",
          "enum": [
            null,
            "WHATSAPP",
            "TELEGRAM"
          ]
        },
        "status": {
          "$ref": "promotions.json#/definitions/status"
        }
      }
    },
    "response": {
      "type": "array",
      "items": {
        "$ref": "promotions.json#/definitions/promotion"
      }
    }
  }
} as const;
export default schema;
