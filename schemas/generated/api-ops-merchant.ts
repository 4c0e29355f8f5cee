// Generated from schemas/api/ops-merchant.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "ops-merchant.json",
  "title": "GET /ops/api/merchants/{merchantCode} (back office)",
  "description": "One merchant: its permission tree with each module's own switch, whether it is on for the site, and what it does; its vendor cards with their switches; and its site status. The tree is at most three levels deep, as system/status's (common.json#/definitions/module).",
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
    "vendor": {
      "type": "object",
      "additionalProperties": false,
      "description": "A vendor card of the merchant's game menus. Switched off, the vendor leaves the menus, lobbies, lists, search and winners and its launches answer FEATURE_OFF; it is on for the site only while its category is on too.",
      "required": [
        "gameType",
        "vendorCode",
        "name",
        "enabled"
      ],
      "properties": {
        "gameType": {
          "type": "string",
          "description": "The category the card sits in (RNG, LIVE...)"
        },
        "vendorCode": {
          "type": "string"
        },
        "name": {
          "type": "string"
        },
        "enabled": {
          "type": "boolean",
          "description": "The card's own switch"
        }
      }
    },
    "status": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "maintenance",
        "regionRestriction",
        "regionMessage"
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
        },
        "regionMessage": {
          "$ref": "common.json#/definitions/regionMessage"
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
        "vendors",
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
        "vendors": {
          "type": "array",
          "items": {
            "$ref": "ops-merchant.json#/definitions/vendor"
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
