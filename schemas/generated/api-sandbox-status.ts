// Generated from schemas/api/sandbox-status.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "sandbox-status.json",
  "title": "POST /__sandbox/status (test control, not part of the platform)",
  "bodyLimit": 65536,
  "description": "Sets a merchant's maintenance and region restriction so browser tests can switch whole-app modes.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode",
        "maintenance",
        "regionRestriction"
      ],
      "properties": {
        "merchantCode": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        },
        "maintenance": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "common.json#/definitions/maintenance"
            }
          ]
        },
        "regionRestriction": {
          "type": "boolean"
        },
        "regionMessage": {
          "$ref": "common.json#/definitions/regionMessage"
        }
      }
    },
    "response": {
      "$ref": "sandbox-status.json#/definitions/body"
    }
  }
} as const;
export default schema;
