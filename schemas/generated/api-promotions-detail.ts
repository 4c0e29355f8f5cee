// Generated from schemas/api/promotions-detail.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "promotions-detail.json",
  "title": "GET /wps/promotions/detail",
  "description": "One promotion with its rules (untrusted HTML: the front end sanitises it) and, with a token, the caller's own application (remark, refusal reason, how many images). The join, apply and claim calls answer the same shape. Path designed for the sandbox.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "properties": {
        "id": {
          "$ref": "promotions.json#/definitions/promotionId"
        }
      }
    },
    "promotionDetail": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "promotion",
        "rulesHtml",
        "remark",
        "rejectReason",
        "imageCount"
      ],
      "properties": {
        "promotion": {
          "$ref": "promotions.json#/definitions/promotion"
        },
        "rulesHtml": {
          "type": "string"
        },
        "remark": {
          "type": [
            "string",
            "null"
          ]
        },
        "rejectReason": {
          "type": [
            "string",
            "null"
          ]
        },
        "imageCount": {
          "type": "integer",
          "minimum": 0,
          "maximum": 3
        }
      }
    },
    "response": {
      "$ref": "promotions-detail.json#/definitions/promotionDetail"
    }
  }
} as const;
export default schema;
