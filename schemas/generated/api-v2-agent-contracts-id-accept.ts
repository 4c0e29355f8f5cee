// Generated from schemas/api/v2-agent-contracts-id-accept.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-contracts-id-accept.json",
  "title": "POST /wps/v2/agent/contracts/{id}/accept",
  "bodyLimit": 16384,
  "description": "The downline accepts a PENDING offer, in one transaction: it becomes ACTIVE, the downline's previous ACTIVE contract of the kind ends (SUPERSEDED), and every ACTIVE or PENDING contract of the kind the downline granted its own downlines at a higher rate ends (UPLINE_RATE_LOWER). 404 NOT_FOUND for an unknown id or a contract the session agent is not the downline of; 409 CONTRACT_DECIDED when it is not PENDING. Needs a token.",
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
    "decision": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "contract",
        "ended"
      ],
      "properties": {
        "contract": {
          "$ref": "v2-agent-contracts.json#/definitions/contract"
        },
        "ended": {
          "description": "The contracts the decision ended: the downline's previous ACTIVE one (SUPERSEDED) and those it granted above the new rate (UPLINE_RATE_LOWER). Empty for a rejection.",
          "type": "array",
          "items": {
            "$ref": "v2-agent-contracts.json#/definitions/contract"
          }
        }
      }
    },
    "response": {
      "$ref": "v2-agent-contracts-id-accept.json#/definitions/decision"
    }
  }
} as const;
export default schema;
