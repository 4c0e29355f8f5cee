// Generated from schemas/api/session-logout.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "session-logout.json",
  "title": "DELETE /wps/session/logout",
  "description": "Revokes the session token sent in Authorization.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "$ref": "common.json#/definitions/noValue"
    }
  }
} as const;
export default schema;
