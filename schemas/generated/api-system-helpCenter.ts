// Generated from schemas/api/system-helpCenter.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "system-helpCenter.json",
  "title": "GET /wps/system/helpCenter",
  "description": "The help centre of the merchant (no token): its topics in display order, each with a tag (the /help#{tag} anchor), a title and untrusted HTML content the front end sanitises, and the footer's help widget of type menu.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "helpItem": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "tag",
        "title",
        "summary",
        "content",
        "order"
      ],
      "properties": {
        "tag": {
          "type": "string",
          "pattern": "^[a-z0-9-]{1,40}$"
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120
        },
        "summary": {
          "type": "string",
          "maxLength": 240
        },
        "content": {
          "type": "string",
          "description": "Untrusted HTML: rendered only through the front end's sanitiser."
        },
        "order": {
          "type": "integer"
        }
      }
    },
    "menuItem": {
      "description": "A help-widget menu entry: name, page, data path (the topic tag or a query), optional type ('route' by default, 'url' for an outside address).",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "page",
        "dataPath"
      ],
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 80
        },
        "page": {
          "type": "string",
          "minLength": 1,
          "maxLength": 300
        },
        "dataPath": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 80
        },
        "type": {
          "enum": [
            "route",
            "url"
          ]
        }
      }
    },
    "widget": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "title",
        "items"
      ],
      "properties": {
        "type": {
          "enum": [
            "menu"
          ]
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 80
        },
        "items": {
          "type": "array",
          "items": {
            "$ref": "system-helpCenter.json#/definitions/menuItem"
          }
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "items",
        "widgets"
      ],
      "properties": {
        "items": {
          "type": "array",
          "items": {
            "$ref": "system-helpCenter.json#/definitions/helpItem"
          }
        },
        "widgets": {
          "type": "array",
          "items": {
            "$ref": "system-helpCenter.json#/definitions/widget"
          }
        }
      }
    }
  }
} as const;
export default schema;
