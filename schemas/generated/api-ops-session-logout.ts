// Generated from schemas/api/ops-session-logout.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "ops-session-logout.json",
  "title": "DELETE /ops/api/session (back office: log out)",
  "description": "Ends the session and clears its cookie. Needs the X-CSRF-Token header (403 CSRF_REFUSED without it).",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "type": "null"
    }
  }
} as const;
export default schema;
