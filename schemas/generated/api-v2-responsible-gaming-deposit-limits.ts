// Generated from schemas/api/v2-responsible-gaming-deposit-limits.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-responsible-gaming-deposit-limits.json",
  "title": "PUT /wps/v2/responsible-gaming/deposit-limits",
  "bodyLimit": 16384,
  "description": "Sets (amount) or removes (amount null) the limit of one period. A first or a lower limit applies at once (outcome applied) and drops any waiting raise; a higher limit or a removal waits 24 hours (outcome pending). Not for trial accounts (403). Needs a token.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "period",
        "amount"
      ],
      "properties": {
        "period": {
          "enum": [
            "DAY",
            "WEEK",
            "MONTH"
          ]
        },
        "amount": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "wallet-common.json#/definitions/amountInput"
            }
          ]
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "outcome",
        "overview"
      ],
      "properties": {
        "outcome": {
          "enum": [
            "applied",
            "pending",
            "unchanged"
          ]
        },
        "overview": {
          "$ref": "v2-responsible-gaming.json#/definitions/overview"
        }
      }
    }
  }
} as const;
export default schema;
