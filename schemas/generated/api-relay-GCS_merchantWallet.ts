// Generated from schemas/api/relay-GCS_merchantWallet.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-GCS_merchantWallet.json",
  "title": "GET /wps/relay/GCS_merchantWallet",
  "description": "How the merchant keeps players' money: isSingle true asks only whether the merchant runs one seamless wallet (singleWallet) and answers no wallets; otherwise the answer lists every wallet with the member's balance (the transfer page). The sandbox runs transfer wallets: one per vendor of the merchant's menus. Needs a token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "isSingle": {
          "enum": [
            "0",
            "1",
            "true",
            "false"
          ]
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "singleWallet",
        "wallets"
      ],
      "properties": {
        "singleWallet": {
          "type": "boolean"
        },
        "wallets": {
          "type": "array",
          "items": {
            "$ref": "wallet-common.json#/definitions/wallet"
          }
        }
      }
    }
  }
} as const;
export default schema;
