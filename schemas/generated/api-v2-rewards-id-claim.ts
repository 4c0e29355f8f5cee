// Generated from schemas/api/v2-rewards-id-claim.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-rewards-id-claim.json",
  "title": "POST /wps/v2/rewards/{id}/claim",
  "bodyLimit": 16384,
  "description": "Claims one of the member's available rewards: pays it into MAIN by a REWARD move in the same transaction that marks it claimed, so it pays once however often it is sent. 409 REWARD_NOT_AVAILABLE when claimed, expired or not open yet; 404 for an unknown reward or another member's; 403 for a trial account. Needs a token.",
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
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [],
      "properties": {}
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "reward",
        "balances"
      ],
      "properties": {
        "reward": {
          "$ref": "v2-rewards.json#/definitions/reward"
        },
        "balances": {
          "$ref": "wallet-common.json#/definitions/balances"
        }
      }
    }
  }
} as const;
export default schema;
