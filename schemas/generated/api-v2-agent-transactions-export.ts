// Generated from schemas/api/v2-agent-transactions-export.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-transactions-export.json",
  "title": "GET /wps/v2/agent/transactions/export",
  "description": "Every move of v2/agent/transactions for the same filters, newest first, with the selection's totals, for a CSV download in one request. Answered as text/csv (UTF-8, RFC 4180, comma-separated), streamed as it is read in one pass over the selection, with Content-Disposition naming the file: a header line of field names, then one line per row whose first field, record, is 'row', with the fields of the JSON call's rows (amounts as the API's decimal strings, instants in ISO 8601, null as an empty field), then the selection's totals as lines whose record is 'total'. Errors before the first line are the usual JSON failures. The totals line carries count, credits and debits. Agents only; needs a token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "from",
        "to"
      ],
      "properties": {
        "from": {
          "$ref": "wallet-common.json#/definitions/date"
        },
        "to": {
          "$ref": "wallet-common.json#/definitions/date"
        },
        "username": {
          "$ref": "common.json#/definitions/username"
        },
        "kind": {
          "$ref": "v2-records-transactions.json#/definitions/kind"
        }
      }
    }
  }
} as const;
export default schema;
