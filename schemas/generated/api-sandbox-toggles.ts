// Generated from schemas/api/sandbox-toggles.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "sandbox-toggles.json",
  "title": "POST /__sandbox/toggles (test control, not part of the platform)",
  "bodyLimit": 16384,
  "description": "Switches whitelabel modules on or off (stored in the database); answers every module of the merchant with its state. An unknown modId is a 400. /__sandbox/reset restores the seeded switches.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode",
        "modules"
      ],
      "properties": {
        "merchantCode": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        },
        "modules": {
          "type": "object",
          "minProperties": 1,
          "maxProperties": 64,
          "propertyNames": {
            "pattern": "^[A-Z0-9_]{1,40}$"
          },
          "additionalProperties": {
            "type": "boolean"
          }
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode",
        "modules"
      ],
      "properties": {
        "merchantCode": {
          "type": "string"
        },
        "modules": {
          "type": "object",
          "additionalProperties": {
            "type": "boolean"
          }
        }
      }
    }
  }
} as const;
export default schema;
