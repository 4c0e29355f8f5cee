// Generated from schemas/api/v2-wallets-deposits-orderId-cancel.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-deposits-orderId-cancel.json",
  "title": "POST /wps/v2/wallets/deposits/{orderId}/cancel",
  "bodyLimit": 16384,
  "description": "Cancels a pending order of the member (409 ORDER_NOT_PENDING once paid, cancelled or expired; 404 for another member's). Needs a token.",
  "definitions": {
    "params": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "orderId"
      ],
      "properties": {
        "orderId": {
          "type": "string",
          "pattern": "^D[0-9A-Z]{10,24}$"
        }
      }
    },
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [],
      "properties": {}
    },
    "response": {
      "$ref": "v2-wallets-deposits.json#/definitions/order"
    }
  }
} as const;
export default schema;
