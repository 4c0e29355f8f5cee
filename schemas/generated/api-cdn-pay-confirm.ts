// Generated from schemas/api/cdn-pay-confirm.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "cdn-pay-confirm.json",
  "title": "POST /cdn/{a|b}/pay/<secret>/confirm",
  "bodyLimit": 1024,
  "description": "The payment page's form (application/x-www-form-urlencoded, no fields): pays a pending order once (the main wallet is credited by a DEPOSIT move) and answers the page again, now saying the payment arrived. An order already paid stays paid; one cancelled or expired is not paid.",
  "definitions": {
    "params": {
      "$ref": "cdn-pay.json#/definitions/params"
    },
    "body": {
      "type": "object",
      "additionalProperties": false,
      "properties": {}
    }
  }
} as const;
export default schema;
