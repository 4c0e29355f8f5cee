// Generated from schemas/api/member-info-funds-consolidated.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "member-info-funds-consolidated.json",
  "title": "GET /wps/member/info/funds/consolidated",
  "description": "Which salary and dividend schemes apply to the member's account (spec section 3, Consolidated): each is 0 when the scheme is off for the account, else the scheme's type. Agents get theirs from their account type; members get zeros. Needs a token.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "schemeType": {
      "type": "integer",
      "minimum": 0,
      "maximum": 9
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "dailysalreqtype",
        "divtypereq",
        "contracthoursalreq",
        "realtimesalreqtype"
      ],
      "properties": {
        "dailysalreqtype": {
          "$ref": "member-info-funds-consolidated.json#/definitions/schemeType"
        },
        "divtypereq": {
          "$ref": "member-info-funds-consolidated.json#/definitions/schemeType"
        },
        "contracthoursalreq": {
          "$ref": "member-info-funds-consolidated.json#/definitions/schemeType"
        },
        "realtimesalreqtype": {
          "$ref": "member-info-funds-consolidated.json#/definitions/schemeType"
        }
      }
    }
  }
} as const;
export default schema;
