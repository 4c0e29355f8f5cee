// Generated from schemas/api/relay-MCSFE_getListAnnouncements.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "relay-MCSFE_getListAnnouncements.json",
  "title": "GET /wps/relay/MCSFE_getListAnnouncements",
  "description": "Announcements grouped by type: B = banners, PL = player, PU = popup, PR = promotion. A group not asked for in types comes back empty. content is untrusted HTML: the front end sanitises it.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "types": {
          "type": "string",
          "maxLength": 20,
          "pattern": "^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$",
          "default": "B,PL,PU,PR"
        },
        "platform": {
          "enum": [
            "W",
            "M"
          ]
        },
        "execution": {
          "type": "string",
          "pattern": "^[A-Z]$"
        }
      }
    },
    "notice": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "title",
        "content",
        "time",
        "type"
      ],
      "properties": {
        "id": {
          "type": "integer"
        },
        "title": {
          "type": "string"
        },
        "content": {
          "type": "string",
          "description": "HTML, stored verbatim: sanitise before rendering"
        },
        "time": {
          "type": "string",
          "format": "date-time"
        },
        "type": {
          "enum": [
            "B",
            "PL",
            "PU",
            "PR"
          ]
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "banners",
        "player",
        "popup",
        "promotion"
      ],
      "properties": {
        "banners": {
          "type": "array",
          "items": {
            "$ref": "relay-MCSFE_getListAnnouncements.json#/definitions/notice"
          }
        },
        "player": {
          "type": "array",
          "items": {
            "$ref": "relay-MCSFE_getListAnnouncements.json#/definitions/notice"
          }
        },
        "popup": {
          "type": "array",
          "items": {
            "$ref": "relay-MCSFE_getListAnnouncements.json#/definitions/notice"
          }
        },
        "promotion": {
          "type": "array",
          "items": {
            "$ref": "relay-MCSFE_getListAnnouncements.json#/definitions/notice"
          }
        }
      }
    }
  }
} as const;
export default schema;
