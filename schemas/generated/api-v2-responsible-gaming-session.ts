// Generated from schemas/api/v2-responsible-gaming-session.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-responsible-gaming-session.json",
  "title": "GET /wps/v2/responsible-gaming/session",
  "description": "What the reality check shows: when this session (the token) started, the money staked and won since then and the net result (won less staked), from the wallet ledger's bets and payouts. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "startedAt",
        "staked",
        "won",
        "netResult",
        "intervalMinutes"
      ],
      "properties": {
        "startedAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "staked": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "won": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "netResult": {
          "$ref": "wallet-common.json#/definitions/signedMoney"
        },
        "intervalMinutes": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "v2-responsible-gaming.json#/definitions/interval"
            }
          ]
        }
      }
    }
  }
} as const;
export default schema;
