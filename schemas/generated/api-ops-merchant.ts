// Generated from schemas/api/ops-merchant.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "ops-merchant.json",
  "title": "GET /ops/api/merchants/{merchantCode} (back office)",
  "description": "One merchant: its permission tree with each module's own switch, whether it is on for the site, and what it does; and its site status. The tree is at most three levels deep, as system/status's (common.json#/definitions/module).",
  "definitions": {
    "params": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode"
      ],
      "properties": {
        "merchantCode": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        }
      }
    },
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "module": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "modId",
        "enabled",
        "on",
        "description",
        "children"
      ],
      "properties": {
        "modId": {
          "type": "string"
        },
        "enabled": {
          "type": "boolean",
          "description": "The module's own switch"
        },
        "on": {
          "type": "boolean",
          "description": "Whether it is on for the site: its switch and every switch above it"
        },
        "description": {
          "type": "string"
        },
        "children": {
          "type": "array",
          "items": {
            "$ref": "ops-merchant.json#/definitions/subModule"
          }
        }
      }
    },
    "subModule": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "modId",
        "enabled",
        "on",
        "description",
        "children"
      ],
      "properties": {
        "modId": {
          "type": "string"
        },
        "enabled": {
          "type": "boolean",
          "description": "The module's own switch"
        },
        "on": {
          "type": "boolean",
          "description": "Whether it is on for the site: its switch and every switch above it"
        },
        "description": {
          "type": "string"
        },
        "children": {
          "type": "array",
          "items": {
            "$ref": "ops-merchant.json#/definitions/leafModule"
          }
        }
      }
    },
    "leafModule": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "modId",
        "enabled",
        "on",
        "description",
        "children"
      ],
      "properties": {
        "modId": {
          "type": "string"
        },
        "enabled": {
          "type": "boolean",
          "description": "The module's own switch"
        },
        "on": {
          "type": "boolean",
          "description": "Whether it is on for the site: its switch and every switch above it"
        },
        "description": {
          "type": "string"
        },
        "children": {
          "type": "array",
          "maxItems": 0
        }
      }
    },
    "status": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "maintenance",
        "regionRestriction"
      ],
      "properties": {
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
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "merchantCode",
        "name",
        "brandId",
        "modules",
        "status"
      ],
      "properties": {
        "merchantCode": {
          "type": "string"
        },
        "name": {
          "type": "string"
        },
        "brandId": {
          "type": "string"
        },
        "modules": {
          "type": "array",
          "items": {
            "$ref": "ops-merchant.json#/definitions/module"
          }
        },
        "status": {
          "$ref": "ops-merchant.json#/definitions/status"
        }
      }
    }
  }
} as const;
export default schema;
