// Generated from schemas/api/v2-agent-team.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "v2-agent-team.json",
  "title": "GET /wps/v2/agent/team",
  "description": "The team tree. Without username: the direct downlines of parent (default: the agent itself, level 0; direct downlines are level 1). With username (a case-insensitive part of it, 2 to 32 characters): the matching accounts anywhere in the team, parent ignored (answered as the agent). path is the chain from the agent (level 0) down to parent. Each row: directCount (its direct downlines), teamSize (every account below it), balance (main plus vendor wallets now), its own deposits, stakes and net (payout − stake of its bets settled) in the range, and the ACTIVE SALARY and DIVIDEND contract rates it holds from its upline (null when none). A parent outside the team is 403 NOT_IN_TEAM. Ordered by level, then username. Dates are calendar days in UTC-3, both included, at most 90 days. Agents only (account types 1, 2, 41, 42; any other answers 403 AGENT_ONLY). Needs a token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "from",
        "to",
        "pageNo",
        "pageSize"
      ],
      "properties": {
        "from": {
          "$ref": "wallet-common.json#/definitions/date"
        },
        "to": {
          "$ref": "wallet-common.json#/definitions/date"
        },
        "parent": {
          "$ref": "common.json#/definitions/username"
        },
        "username": {
          "type": "string",
          "minLength": 2,
          "maxLength": 32,
          "pattern": "^[^\\s\\u0000-\\u001f\\u007f]+$"
        },
        "pageNo": {
          "$ref": "wallet-common.json#/definitions/pageNoParam"
        },
        "pageSize": {
          "$ref": "wallet-common.json#/definitions/pageSizeParam"
        }
      }
    },
    "pathEntry": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "username",
        "level"
      ],
      "properties": {
        "username": {
          "type": "string"
        },
        "level": {
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "row": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "username",
        "nickname",
        "accountType",
        "isAgent",
        "level",
        "registeredAt",
        "lastLoginAt",
        "directCount",
        "teamSize",
        "balance",
        "deposits",
        "bets",
        "net",
        "salaryRate",
        "dividendRate"
      ],
      "properties": {
        "username": {
          "type": "string"
        },
        "nickname": {
          "type": "string"
        },
        "accountType": {
          "$ref": "common.json#/definitions/accountType"
        },
        "isAgent": {
          "type": "boolean"
        },
        "level": {
          "type": "integer",
          "minimum": 1
        },
        "registeredAt": {
          "$ref": "wallet-common.json#/definitions/timestamp"
        },
        "lastLoginAt": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "wallet-common.json#/definitions/timestamp"
            }
          ]
        },
        "directCount": {
          "type": "integer",
          "minimum": 0
        },
        "teamSize": {
          "type": "integer",
          "minimum": 0
        },
        "balance": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "deposits": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "bets": {
          "$ref": "wallet-common.json#/definitions/money"
        },
        "net": {
          "$ref": "wallet-common.json#/definitions/signedMoney"
        },
        "salaryRate": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 100
        },
        "dividendRate": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 100
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "parent",
        "path",
        "list",
        "totalCount",
        "totalPages"
      ],
      "properties": {
        "parent": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "username",
            "nickname",
            "accountType",
            "level"
          ],
          "properties": {
            "username": {
              "type": "string"
            },
            "nickname": {
              "type": "string"
            },
            "accountType": {
              "$ref": "common.json#/definitions/accountType"
            },
            "level": {
              "type": "integer",
              "minimum": 0
            }
          }
        },
        "path": {
          "type": "array",
          "items": {
            "$ref": "v2-agent-team.json#/definitions/pathEntry"
          }
        },
        "list": {
          "type": "array",
          "items": {
            "$ref": "v2-agent-team.json#/definitions/row"
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
