// Generated from schemas/api/relay-GCS_walletTransfer.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-GCS_walletTransfer.json",
  "title": "POST /wps/relay/GCS_walletTransfer",
  "bodyLimit": 16384,
  "description": "Moves money between the member's main wallet and a vendor wallet, one side MAIN. With from ALL and to MAIN, every vendor wallet's balance comes back to the main wallet in one move (amount is then omitted). Needs a token; refused for trial accounts (403), a self-excluded member (403 SELF_EXCLUDED), more than the source holds (409 INSUFFICIENT_FUNDS), an unknown vendor (404 VENDOR_NOT_FOUND) and a reused requestId (409 REQUEST_ID_REUSED).",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "from",
        "to",
        "requestId"
      ],
      "properties": {
        "from": {
          "anyOf": [
            {
              "$ref": "wallet-common.json#/definitions/walletCode"
            },
            {
              "const": "ALL"
            }
          ]
        },
        "to": {
          "$ref": "wallet-common.json#/definitions/walletCode"
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/amountInput"
        },
        "requestId": {
          "$ref": "wallet-common.json#/definitions/requestId"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "moved",
        "balances"
      ],
      "properties": {
        "moved": {
          "description": "What this transfer moved (0.00 when a recall found nothing to bring back).",
          "$ref": "wallet-common.json#/definitions/money"
        },
        "balances": {
          "$ref": "wallet-common.json#/definitions/balances"
        }
      }
    }
  }
} as const;
export default schema;
