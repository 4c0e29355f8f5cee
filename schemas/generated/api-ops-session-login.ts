// Generated from schemas/api/ops-session-login.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "ops-session-login.json",
  "title": "POST /ops/api/session (back office: operator login)",
  "bodyLimit": 4096,
  "description": "Logs an operator in: sets the HttpOnly, SameSite=Strict session cookie `ops_session` (Path=/ops) and answers the CSRF token for writes. A wrong username or password is 401 LOGIN_FAILED; failed logins are limited as players' are (10 per username and address, 30 per address, 15 minutes): 429 RATE_LIMITED.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "username",
        "password"
      ],
      "properties": {
        "username": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64
        },
        "password": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128
        }
      }
    },
    "operator": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "username",
        "displayName"
      ],
      "properties": {
        "username": {
          "type": "string"
        },
        "displayName": {
          "type": "string"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "operator",
        "csrfToken",
        "expiresAt"
      ],
      "properties": {
        "operator": {
          "$ref": "ops-session-login.json#/definitions/operator"
        },
        "csrfToken": {
          "type": "string",
          "description": "Send it back as the X-CSRF-Token header on every write"
        },
        "expiresAt": {
          "type": "string",
          "format": "date-time"
        }
      }
    }
  }
} as const;
export default schema;
