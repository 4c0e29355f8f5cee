// Generated from schemas/api/relay-MCS2_claimRafflePromotion.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCS2_claimRafflePromotion.json",
  "title": "POST /wps/relay/MCS2_claimRafflePromotion",
  "bodyLimit": 16384,
  "description": "Claims a raffle prize (spec section 7, token, POST): the caller's status in the RAFFLE promotion must be CLAIM (drawn); the prize is credited to the wallet and the status becomes CLAIMED. Payload fields not shown in the spec; the sandbox takes the promotion id (and messagingId when the promotion names a messaging app).",
  "definitions": {
    "body": {
      "$ref": "promotions-claim.json#/definitions/claimBody"
    },
    "response": {
      "$ref": "promotions-detail.json#/definitions/promotionDetail"
    }
  }
} as const;
export default schema;
