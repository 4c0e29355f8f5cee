// Generated from schemas/api/v2-wallets-deposits-orderId.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-deposits-orderId.json",
  "title": "GET /wps/v2/wallets/deposits/{orderId}",
  "description": "One of the member's deposit orders (the page polls it while the order is pending); another member's order is 404. Needs a token.",
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
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "$ref": "v2-wallets-deposits.json#/definitions/order"
    }
  }
} as const;
export default schema;
