// Generated from schemas/api/system-banners.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "system-banners.json",
  "title": "GET /wps/system/banners",
  "description": "Banners of one group (group given) or of all groups. A banner with a linkageType is clickable and opens its linkage.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "group": {
          "type": "string",
          "minLength": 3,
          "maxLength": 24,
          "pattern": "^w_[a-z]+$"
        }
      }
    },
    "banner": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "bannerId",
        "groupName",
        "url",
        "phoneUrl",
        "linkageType",
        "linkage",
        "title"
      ],
      "properties": {
        "bannerId": {
          "type": "integer"
        },
        "groupName": {
          "type": "string"
        },
        "url": {
          "type": "string",
          "description": "Site-relative image address of the wide crop (1920x560 art, for screens from 768 px), /cdn/a/banners/<bannerId>.jpg"
        },
        "phoneUrl": {
          "type": "string",
          "description": "Site-relative image address of the phone crop (750x400 art with its own, larger words, for screens under 768 px), /cdn/a/banners/<bannerId>-phone.jpg"
        },
        "linkageType": {
          "enum": [
            null,
            "URL",
            "PROMOTION",
            "GAME"
          ]
        },
        "linkage": {
          "type": [
            "string",
            "null"
          ]
        },
        "title": {
          "type": "string"
        }
      }
    },
    "response": {
      "type": "array",
      "items": {
        "$ref": "system-banners.json#/definitions/banner"
      }
    }
  }
} as const;
export default schema;
