// Generated from schemas/api/docs-page.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "docs-page.json",
  "title": "GET /docs/, /docs/openapi.json, /docs/app.js, /docs/app.css (the platform contract)",
  "description": "The contract as OpenAPI 3.1 (generated from these files and the registered routes) and a page that browses it offline (not envelopes).",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/noQuery"
    }
  }
} as const;
export default schema;
