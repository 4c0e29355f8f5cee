// Generated from schemas/api/v2-messages.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-messages.json",
  "title": "GET /wps/v2/messages",
  "description": "The member's inbox (messageV2), newest first, all or only the unread ones, paged, with the unread count. Bodies are plain text (paragraphs split by blank lines). Needs a token.",
  "definitions": {
    "category": {
      "enum": [
        "SYSTEM",
        "ACCOUNT",
        "PROMOTION"
      ]
    },
    "message": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "category",
        "title",
        "body",
        "sentAt",
        "read"
      ],
      "properties": {
        "id": {
          "type": "integer",
          "minimum": 1
        },
        "category": {
          "$ref": "v2-messages.json#/definitions/category"
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120
        },
        "body": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4000
        },
        "sentAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "read": {
          "type": "boolean"
        }
      }
    },
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "pageNo",
        "pageSize"
      ],
      "properties": {
        "status": {
          "description": "ALL (the default) or UNREAD.",
          "enum": [
            "ALL",
            "UNREAD"
          ]
        },
        "pageNo": {
          "$ref": "wallet-common.json#/definitions/pageNoParam"
        },
        "pageSize": {
          "$ref": "wallet-common.json#/definitions/pageSizeParam"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "list",
        "totalCount",
        "totalPages",
        "unreadCount"
      ],
      "properties": {
        "list": {
          "type": "array",
          "items": {
            "$ref": "v2-messages.json#/definitions/message"
          }
        },
        "totalCount": {
          "type": "integer",
          "minimum": 0
        },
        "totalPages": {
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
