// Generated from schemas/api/ops-session-read.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "ops-session-read.json",
  "title": "GET /ops/api/session (back office)",
  "description": "The logged-in operator and the session's CSRF token (after a page reload); 401 NOT_LOGGED_IN without a live session cookie.",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    },
    "response": {
      "$ref": "ops-session-login.json#/definitions/response"
    }
  }
} as const;
export default schema;
