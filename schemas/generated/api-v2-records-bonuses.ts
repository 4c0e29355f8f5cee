// Generated from schemas/api/v2-records-bonuses.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-records-bonuses.json",
  "title": "GET /wps/v2/records/bonuses",
  "description": "Bonus details (bonusDetails): every bonus, reward, referral, mission and points credit to the member's wallets between from and to (calendar days in UTC-3, both included, at most 90 days), newest first, paged, with the range's total. Read from the ledger. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "wallet-common.json#/definitions/rangeQuery"
    },
    "entry": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "moveId",
        "kind",
        "description",
        "amount",
        "createdAt"
      ],
      "properties": {
        "moveId": {
          "type": "integer",
          "minimum": 1
        },
        "kind": {
          "enum": [
            "BONUS",
            "REWARD",
            "REFERRAL",
            "MISSION",
            "POINTS"
          ]
        },
        "description": {
          "type": "string"
        },
        "amount": {
          "$ref": "wallet-common.json#/definitions/signedMoney"
        },
        "createdAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "list",
        "totalCount",
        "totalPages",
        "total"
      ],
      "properties": {
        "list": {
          "type": "array",
          "items": {
            "$ref": "v2-records-bonuses.json#/definitions/entry"
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
        "total": {
          "$ref": "wallet-common.json#/definitions/signedMoney"
        }
      }
    }
  }
} as const;
export default schema;
