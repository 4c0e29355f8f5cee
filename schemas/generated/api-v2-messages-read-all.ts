// Generated from schemas/api/v2-messages-read-all.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-messages-read-all.json",
  "title": "POST /wps/v2/messages/read-all",
  "bodyLimit": 16384,
  "description": "Marks every unread message of the member read; answers how many changed. Needs a token.",
  "definitions": {
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
        "marked",
        "unreadCount"
      ],
      "properties": {
        "marked": {
          "type": "integer",
          "minimum": 0
        },
        "unreadCount": {
          "type": "integer",
          "minimum": 0
        }
      }
    }
  }
} as const;
export default schema;
