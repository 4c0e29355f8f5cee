// Generated from schemas/api/v2-agent-contracts-id-reject.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-contracts-id-reject.json",
  "title": "POST /wps/v2/agent/contracts/{id}/reject",
  "bodyLimit": 16384,
  "description": "The downline rejects a PENDING offer (it becomes REJECTED; ended is empty). 404 NOT_FOUND for an unknown id or a contract the session agent is not the downline of; 409 CONTRACT_DECIDED when it is not PENDING. Needs a token.",
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
      "$ref": "v2-agent-contracts-id-accept.json#/definitions/decision"
    }
  }
} as const;
export default schema;
