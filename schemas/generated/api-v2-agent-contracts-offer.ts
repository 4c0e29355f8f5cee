// Generated from schemas/api/v2-agent-contracts-offer.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-contracts-offer.json",
  "title": "POST /wps/v2/agent/contracts",
  "bodyLimit": 16384,
  "description": "Offers a direct downline agent a contract of a kind at a rate; answers the new PENDING contract. 403 CONTRACTS_OFF without the agent's enableContract; 403 NOT_IN_TEAM when downline is not a direct downline (or unknown); 400 NOT_AN_AGENT for a member; 400 NO_CONTRACT when the agent has no ACTIVE contract of the kind itself; 400 RATE_ABOVE_OWN above its own rate; 400 INVALID_REQUEST for a rate with more than two decimals; 409 CONTRACT_PENDING when the downline already has a PENDING offer of the kind. Needs a token.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "downline",
        "kind",
        "rate"
      ],
      "properties": {
        "downline": {
          "description": "The downline agent's username (any case).",
          "allOf": [
            {
              "$ref": "common.json#/definitions/username"
            }
          ]
        },
        "kind": {
          "$ref": "v2-agent-contracts.json#/definitions/kind"
        },
        "rate": {
          "$ref": "v2-agent-contracts.json#/definitions/rate"
        }
      }
    },
    "response": {
      "$ref": "v2-agent-contracts.json#/definitions/contract"
    }
  }
} as const;
export default schema;
