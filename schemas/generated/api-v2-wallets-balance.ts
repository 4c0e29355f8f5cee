// Generated from schemas/api/v2-wallets-balance.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-wallets-balance.json",
  "title": "GET /wps/v2/wallets/balance",
  "description": "The member's money: sumBalance (the main wallet plus every vendor wallet, what the header shows), the main wallet alone, and each wallet. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "$ref": "wallet-common.json#/definitions/balances"
    }
  }
} as const;
export default schema;
