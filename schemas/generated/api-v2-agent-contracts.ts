// Generated from schemas/api/v2-agent-contracts.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-contracts.json",
  "title": "GET /wps/v2/agent/contracts",
  "description": "The session agent's contracts (agent centre): mine = its ACTIVE and PENDING contracts as downline (from its upline, or from the platform when upline is null), offered = its PENDING offers to its direct downlines, list = a page of every contract it is upline or downline of, newest first. 403 AGENT_ONLY for an account that is not an agent. Needs a token.",
  "definitions": {
    "kind": {
      "description": "SALARY: a percentage of the team's stakes paid as wages; DIVIDEND: a percentage of the team's net loss.",
      "enum": [
        "SALARY",
        "DIVIDEND"
      ]
    },
    "status": {
      "enum": [
        "PENDING",
        "ACTIVE",
        "REJECTED",
        "ENDED"
      ]
    },
    "endedReason": {
      "description": "SUPERSEDED: the downline accepted a newer contract of the kind; UPLINE_RATE_LOWER: the upline's own rate fell below this one.",
      "enum": [
        "SUPERSEDED",
        "UPLINE_RATE_LOWER"
      ]
    },
    "rate": {
      "description": "A percentage with at most two decimals, above 0 and at most 100.",
      "type": "number",
      "exclusiveMinimum": 0,
      "maximum": 100
    },
    "contract": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "kind",
        "upline",
        "downline",
        "rate",
        "status",
        "createdAt",
        "decidedAt",
        "endedAt",
        "endedReason"
      ],
      "properties": {
        "id": {
          "type": "integer",
          "minimum": 1
        },
        "kind": {
          "$ref": "v2-agent-contracts.json#/definitions/kind"
        },
        "upline": {
          "description": "The upline's username; null for the platform's contract with a top agent.",
          "type": [
            "string",
            "null"
          ]
        },
        "downline": {
          "type": "string"
        },
        "rate": {
          "$ref": "v2-agent-contracts.json#/definitions/rate"
        },
        "status": {
          "$ref": "v2-agent-contracts.json#/definitions/status"
        },
        "createdAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "decidedAt": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "wallet-common.json#/definitions/timestamp"
            }
          ]
        },
        "endedAt": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "wallet-common.json#/definitions/timestamp"
            }
          ]
        },
        "endedReason": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "v2-agent-contracts.json#/definitions/endedReason"
            }
          ]
        }
      }
    },
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "pageNo",
        "pageSize"
      ],
      "properties": {
        "pageNo": {
          "$ref": "wallet-common.json#/definitions/pageNoParam"
        },
        "pageSize": {
          "$ref": "wallet-common.json#/definitions/pageSizeParam"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "mine",
        "offered",
        "list",
        "totalCount",
        "totalPages"
      ],
      "properties": {
        "mine": {
          "type": "array",
          "items": {
            "$ref": "v2-agent-contracts.json#/definitions/contract"
          }
        },
        "offered": {
          "type": "array",
          "items": {
            "$ref": "v2-agent-contracts.json#/definitions/contract"
          }
        },
        "list": {
          "type": "array",
          "items": {
            "$ref": "v2-agent-contracts.json#/definitions/contract"
          }
        },
        "totalCount": {
          "type": "integer",
          "minimum": 0
        },
        "totalPages": {
          "type": "integer",
          "minimum": 0
        }
      }
    }
  }
} as const;
export default schema;
