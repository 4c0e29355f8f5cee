// Generated from schemas/api/v2-messages-id-read.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-messages-id-read.json",
  "title": "POST /wps/v2/messages/{id}/read",
  "bodyLimit": 16384,
  "description": "Marks one of the member's messages read (the first reading time stays) and answers it with the unread count left (404 for an unknown or deleted message, or another member's). Needs a token.",
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
        "message",
        "unreadCount"
      ],
      "properties": {
        "message": {
          "$ref": "v2-messages.json#/definitions/message"
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
