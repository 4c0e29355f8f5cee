// Generated from schemas/api/cdn-rewards.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "cdn-rewards.json",
  "title": "GET /cdn/{a|b}/rewards/<rewardId>.svg",
  "description": "Points-mall reward artwork, 480x320 SVG drawn from the reward's motif, name and the merchant's colours, served by the sandbox as both image CDNs (an image, not an envelope).",
  "definitions": {
    "params": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "cdn",
        "file"
      ],
      "properties": {
        "cdn": {
          "enum": [
            "a",
            "b"
          ]
        },
        "file": {
          "type": "string",
          "pattern": "^[1-9][0-9]{0,8}\\.svg$",
          "maxLength": 16
        }
      }
    },
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    }
  }
} as const;
export default schema;
