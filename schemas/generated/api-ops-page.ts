// Generated from schemas/api/ops-page.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "ops-page.json",
  "title": "GET /ops/, /ops/app.js, /ops/app.css (back office page)",
  "description": "The back office itself: an HTML page, its script and its style sheet (not envelopes).",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    }
  }
} as const;
export default schema;
