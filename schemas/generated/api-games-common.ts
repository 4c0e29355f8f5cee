// Generated from schemas/api/games-common.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "games-common.json",
  "title": "Shared definitions of the game, PVP and lottery calls",
  "description": "The game, vendor lane, lottery game and draw shapes several game calls answer, and the query fields they share.",
  "definitions": {
    "gameType": {
      "description": "Game category. In-house games are answered as RNG with vassalage HOUSE; INHOUSE names their menu category.",
      "enum": [
        "RNG",
        "LIVE",
        "FISH",
        "PVP",
        "SPORTS",
        "LOTT",
        "ELOTT",
        "INHOUSE"
      ]
    },
    "vendorCode": {
      "type": "string",
      "pattern": "^[A-Z0-9_]{1,24}$"
    },
    "gameCode": {
      "type": "string",
      "pattern": "^[A-Za-z0-9_-]{1,40}$"
    },
    "gameClassify": {
      "type": "string",
      "pattern": "^[A-Z_]{1,24}$",
      "description": "A class of gameClassify (SLOT, JP, TG, AC, BG, FISHING, CARD, BACCARAT...)"
    },
    "gameNameSearch": {
      "type": "string",
      "maxLength": 64,
      "pattern": "^[^\\u0000-\\u001f\\u007f]*$",
      "description": "Contains, case- and accent-insensitive; empty means no filter"
    },
    "language": {
      "type": "string",
      "pattern": "^[a-z]{2}(-[A-Z]{2})?$"
    },
    "platform": {
      "type": "string",
      "minLength": 1,
      "maxLength": 40,
      "pattern": "^[A-Za-z0-9_,-]+$"
    },
    "merchantCode": {
      "type": "string",
      "pattern": "^[A-Za-z0-9_-]{1,32}$",
      "description": "Must match X-Merchant-Code"
    },
    "pageNo": {
      "type": "integer",
      "minimum": 1,
      "maximum": 100000
    },
    "pageSize": {
      "type": "integer",
      "minimum": 1,
      "maximum": 100
    },
    "tileImage": {
      "description": "Path relative to an image CDN (system/status imageCDNs): games/<slug>.jpg, the slug being the kebab-case ASCII game name.",
      "type": "string",
      "pattern": "^games/[a-z0-9]+(-[a-z0-9]+){0,7}\\.jpg$"
    },
    "game": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "nodeId",
        "gameCode",
        "gameName",
        "gameType",
        "vassalage",
        "gameClassify",
        "minBet",
        "minLineNum",
        "isHot",
        "isTop",
        "image",
        "favorite"
      ],
      "properties": {
        "nodeId": {
          "type": "integer",
          "description": "The game id; favourites are game ids"
        },
        "gameCode": {
          "$ref": "games-common.json#/definitions/gameCode"
        },
        "gameName": {
          "type": "string"
        },
        "gameType": {
          "$ref": "games-common.json#/definitions/gameType"
        },
        "vassalage": {
          "type": "string",
          "description": "Vendor code, e.g. PNG, HOUSE, TCG_SEA"
        },
        "gameClassify": {
          "type": [
            "string",
            "null"
          ],
          "description": "RNG: SLOT, JP, TG, AC, BG; FISH: FISHING; PVP: CARD; LIVE: BACCARAT, ROULETTE, BLACKJACK, DRAGON_TIGER, SICBO; lotteries: null"
        },
        "minBet": {
          "type": "number",
          "exclusiveMinimum": 0,
          "description": "RNG, FISH and in-house: 0.01, 0.05, 0.1, 0.5 or 0.75"
        },
        "minLineNum": {
          "type": "integer",
          "minimum": 1
        },
        "isHot": {
          "enum": [
            0,
            1
          ]
        },
        "isTop": {
          "enum": [
            0,
            1
          ]
        },
        "image": {
          "$ref": "games-common.json#/definitions/tileImage"
        },
        "favorite": {
          "type": "boolean",
          "description": "false without a token"
        }
      }
    },
    "lane": {
      "description": "A vendor card of the merchant's menu, as the vendor list answers it.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "vassalage",
        "name",
        "gameType",
        "isHot",
        "gameCount",
        "logo"
      ],
      "properties": {
        "vassalage": {
          "type": "string"
        },
        "name": {
          "type": "string"
        },
        "gameType": {
          "$ref": "games-common.json#/definitions/gameType"
        },
        "isHot": {
          "enum": [
            0,
            1
          ]
        },
        "gameCount": {
          "type": "integer",
          "minimum": 0
        },
        "logo": {
          "type": "string",
          "pattern": "^vendors/[A-Z0-9_]{1,24}\\.jpg$",
          "description": "Path relative to an image CDN"
        }
      }
    },
    "lotteryGame": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "gameCode",
        "gameName",
        "gameGroupCode",
        "vassalage",
        "gameType",
        "image",
        "drawIntervalMinutes",
        "nextDrawAt"
      ],
      "properties": {
        "gameCode": {
          "$ref": "games-common.json#/definitions/gameCode"
        },
        "gameName": {
          "type": "string"
        },
        "gameGroupCode": {
          "enum": [
            "SSC",
            "PK10",
            "11X5",
            "K3",
            "LHC",
            "LF",
            "VN_NORTH",
            "VN_CENTRAL",
            "VN_SOUTH"
          ]
        },
        "vassalage": {
          "enum": [
            "TCG_SEA",
            "TCG_LOTTO_VN",
            "LOTT",
            "ELOTT"
          ]
        },
        "gameType": {
          "enum": [
            "LOTT",
            "ELOTT"
          ]
        },
        "image": {
          "$ref": "games-common.json#/definitions/tileImage"
        },
        "drawIntervalMinutes": {
          "type": "integer",
          "minimum": 1
        },
        "nextDrawAt": {
          "type": "string",
          "format": "date-time"
        }
      }
    },
    "draw": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "gameCode",
        "gameName",
        "issue",
        "numbers",
        "openedAt"
      ],
      "properties": {
        "gameCode": {
          "$ref": "games-common.json#/definitions/gameCode"
        },
        "gameName": {
          "type": "string"
        },
        "issue": {
          "type": "string",
          "description": "e.g. 20261121-0457"
        },
        "numbers": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "e.g. [\"3\", \"7\", \"1\", \"9\", \"0\"]"
        },
        "openedAt": {
          "type": "string",
          "format": "date-time"
        }
      }
    },
    "launchUrl": {
      "description": "What a launch answers: the game page's address (a launch CDN + /play/<ticket>, valid 30 minutes).",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "content"
      ],
      "properties": {
        "content": {
          "type": "string",
          "format": "uri"
        }
      }
    }
  }
} as const;
export default schema;
