// Generated from schemas/api/feedback.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "feedback.json",
  "title": "PUT /wps/feedback",
  "bodyLimit": 25165824,
  "description": "Sends feedback to the operator (spec sections 5, 6 and 9: no token needed; a remark of up to 140 characters; up to 3 png or jpg images of at most 5 MB each). Images travel as base64 in the JSON body, checked like an application's (decoded size and PNG or JPEG signature). A token, when sent and valid, links the message to the member.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "remark",
        "images"
      ],
      "properties": {
        "remark": {
          "$ref": "promotions-apply.json#/definitions/remark"
        },
        "images": {
          "$ref": "promotions-apply.json#/definitions/images"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "feedbackId"
      ],
      "properties": {
        "feedbackId": {
          "type": "integer"
        }
      }
    }
  }
} as const;
export default schema;
