// Generated from schemas/api/promotions-apply.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "promotions-apply.json",
  "title": "POST /wps/promotions/apply",
  "bodyLimit": 25165824,
  "description": "Applies for an APPLY promotion (token): the activity application of spec section 3, a remark of up to 140 characters and up to 3 png or jpg images of at most 5 MB each, sent as base64 in the JSON body (this route accepts bodies up to 24 MB). The server checks each image by its decoded size and its first bytes (PNG or JPEG signature, matching contentType), not by the declared type alone. Allowed while the caller's status is JOIN or REJECTED; the status becomes APPLYING. Path designed for the sandbox.",
  "definitions": {
    "remark": {
      "type": "string",
      "minLength": 1,
      "maxLength": 140,
      "pattern": "^[^\\u0000-\\u0009\\u000b-\\u001f\\u007f]*$"
    },
    "imageUpload": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "fileName",
        "contentType",
        "data"
      ],
      "properties": {
        "fileName": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120,
          "pattern": "^[^\\u0000-\\u001f\\u007f/\\\\]*$"
        },
        "contentType": {
          "enum": [
            "image/png",
            "image/jpeg"
          ]
        },
        "data": {
          "type": "string",
          "minLength": 4,
          "maxLength": 11184812,
          "description": "The file's bytes in base64 (RFC 4648, with padding). Decoded size at most 5 MB (5242880 bytes); the limit here only stops absurd bodies early."
        }
      }
    },
    "images": {
      "type": "array",
      "maxItems": 3,
      "items": {
        "$ref": "promotions-apply.json#/definitions/imageUpload"
      }
    },
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "remark",
        "images"
      ],
      "properties": {
        "id": {
          "$ref": "promotions.json#/definitions/promotionId"
        },
        "remark": {
          "$ref": "promotions-apply.json#/definitions/remark"
        },
        "images": {
          "$ref": "promotions-apply.json#/definitions/images"
        }
      }
    },
    "response": {
      "$ref": "promotions-detail.json#/definitions/promotionDetail"
    }
  }
} as const;
export default schema;
