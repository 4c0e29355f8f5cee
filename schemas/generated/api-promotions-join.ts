// Generated from schemas/api/promotions-join.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "promotions-join.json",
  "title": "POST /wps/promotions/join",
  "bodyLimit": 16384,
  "description": "Joins a JOIN or RAFFLE promotion (token). A JOIN promotion becomes IN_PROCESS, a raffle SIGNED. Refused (409 PROMOTION_STATE) unless the caller's status is JOIN; an APPLY promotion needs promotions/apply. Path designed for the sandbox.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "properties": {
        "id": {
          "$ref": "promotions.json#/definitions/promotionId"
        }
      }
    },
    "response": {
      "$ref": "promotions-detail.json#/definitions/promotionDetail"
    }
  }
} as const;
export default schema;
