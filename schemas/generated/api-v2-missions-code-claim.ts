// Generated from schemas/api/v2-missions-code-claim.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-missions-code-claim.json",
  "title": "POST /wps/v2/missions/{code}/claim",
  "bodyLimit": 16384,
  "description": "Claims one of today's completed missions: a MISSION move pays its reward into MAIN and its points join the week's score, once a day per mission (409 MISSION_CLAIMED after, 409 MISSION_NOT_COMPLETE before it is done, 404 for an unknown code, 403 for a trial account). Answers the new summary and the balances. Needs a token.",
  "definitions": {
    "params": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "code"
      ],
      "properties": {
        "code": {
          "type": "string",
          "pattern": "^[A-Z_]{3,32}$"
        }
      }
    },
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [],
      "properties": {}
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "summary",
        "balances"
      ],
      "properties": {
        "summary": {
          "$ref": "relay-MCSFE_getMissionSummaryDetails.json#/definitions/summary"
        },
        "balances": {
          "$ref": "wallet-common.json#/definitions/balances"
        }
      }
    }
  }
} as const;
export default schema;
