// Generated from schemas/api/v2-responsible-gaming-reality-check.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-responsible-gaming-reality-check.json",
  "title": "PUT /wps/v2/responsible-gaming/reality-check",
  "bodyLimit": 16384,
  "description": "Sets how often the site reminds the member how long they have played and their net result (null: never). Needs a token.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "intervalMinutes"
      ],
      "properties": {
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
    },
    "response": {
      "$ref": "v2-responsible-gaming.json#/definitions/overview"
    }
  }
} as const;
export default schema;
