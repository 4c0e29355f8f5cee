// Generated from schemas/api/agent-affiliate.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "agent-affiliate.json",
  "title": "GET /wps/agent/affiliate",
  "description": "The agent an invitation code belongs to; 404 INVALID_AFFILIATE when none.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "code"
      ],
      "properties": {
        "code": {
          "type": "string",
          "pattern": "^[A-Za-z0-9]{1,32}$"
        },
        "domain": {
          "type": "string",
          "minLength": 0,
          "maxLength": 253,
          "pattern": "^[A-Za-z0-9.:\\[\\]-]*$"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "agent"
      ],
      "properties": {
        "agent": {
          "type": "string"
        }
      }
    }
  }
} as const;
export default schema;
