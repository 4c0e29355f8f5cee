// Generated from schemas/api/v2-wallets-payout-accounts-id.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-payout-accounts-id.json",
  "title": "DELETE /wps/v2/wallets/payout-accounts/{id}",
  "description": "Removes one of the member's PIX keys (404 for an unknown one or another member's). Needs a token.",
  "definitions": {
    "params": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "properties": {
        "id": {
          "type": "string",
          "pattern": "^[1-9][0-9]{0,8}$"
        }
      }
    },
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "$ref": "common.json#/definitions/noValue"
    }
  }
} as const;
export default schema;
