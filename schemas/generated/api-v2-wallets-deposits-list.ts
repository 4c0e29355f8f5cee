// Generated from schemas/api/v2-wallets-deposits-list.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-deposits-list.json",
  "title": "GET /wps/v2/wallets/deposits/list",
  "description": "The member's deposit orders created between from and to (calendar days, inclusive, at most 90 days), newest first, with the total paid in the range. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "wallet-common.json#/definitions/rangeQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "list",
        "totalCount",
        "totalPages",
        "totalPaid"
      ],
      "properties": {
        "list": {
          "type": "array",
          "items": {
            "$ref": "v2-wallets-deposits.json#/definitions/order"
          }
        },
        "totalCount": {
          "type": "integer",
          "minimum": 0
        },
        "totalPages": {
          "type": "integer",
          "minimum": 0
        },
        "totalPaid": {
          "$ref": "wallet-common.json#/definitions/money"
        }
      }
    }
  }
} as const;
export default schema;
