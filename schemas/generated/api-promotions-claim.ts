// Generated from schemas/api/promotions-claim.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "promotions-claim.json",
  "title": "POST /wps/promotions/claim",
  "bodyLimit": 16384,
  "description": "Claims the bonus of a JOIN or APPLY promotion whose status for the caller is CLAIM (token); the bonus is credited to the wallet and the status becomes CLAIMED. A promotion with a messagingApp needs messagingId (the member's number ID on that app). Raffle prizes use relay/MCS2_claimRafflePromotion. Path designed for the sandbox.",
  "definitions": {
    "messagingId": {
      "type": "string",
      "minLength": 5,
      "maxLength": 15,
      "pattern": "^[0-9]+$"
    },
    "claimBody": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "properties": {
        "id": {
          "$ref": "promotions.json#/definitions/promotionId"
        },
        "messagingId": {
          "$ref": "promotions-claim.json#/definitions/messagingId"
        }
      }
    },
    "body": {
      "$ref": "promotions-claim.json#/definitions/claimBody"
    },
    "response": {
      "$ref": "promotions-detail.json#/definitions/promotionDetail"
    }
  }
} as const;
export default schema;
