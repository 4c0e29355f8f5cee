// Generated from schemas/api/v2-messages-id.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-messages-id.json",
  "title": "DELETE /wps/v2/messages/{id}",
  "description": "Deletes one of the member's messages from their inbox and answers the unread count left (404 for an unknown or already deleted message, or another member's). Needs a token.",
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
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "unreadCount"
      ],
      "properties": {
        "unreadCount": {
          "type": "integer",
          "minimum": 0
        }
      }
    }
  }
} as const;
export default schema;
