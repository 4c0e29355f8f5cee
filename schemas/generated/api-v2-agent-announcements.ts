// Generated from schemas/api/v2-agent-announcements.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-announcements.json",
  "title": "GET /wps/v2/agent/announcements",
  "description": "The merchant's announcements for agents, pinned first then newest, paged. Content is plain text (shown as text, never as HTML). Agents only (account types 1, 2, 41, 42; any other answers 403 AGENT_ONLY). Needs a token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "pageNo",
        "pageSize"
      ],
      "properties": {
        "pageNo": {
          "$ref": "wallet-common.json#/definitions/pageNoParam"
        },
        "pageSize": {
          "$ref": "wallet-common.json#/definitions/pageSizeParam"
        }
      }
    },
    "announcement": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "title",
        "content",
        "pinned",
        "createdAt"
      ],
      "properties": {
        "id": {
          "type": "integer",
          "minimum": 1
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120
        },
        "content": {
          "type": "string"
        },
        "pinned": {
          "type": "boolean"
        },
        "createdAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "list",
        "totalCount",
        "totalPages"
      ],
      "properties": {
        "list": {
          "type": "array",
          "items": {
            "$ref": "v2-agent-announcements.json#/definitions/announcement"
          }
        },
        "totalCount": {
          "type": "integer",
          "minimum": 0
        },
        "totalPages": {
          "type": "integer",
          "minimum": 0
        }
      }
    }
  }
} as const;
export default schema;
