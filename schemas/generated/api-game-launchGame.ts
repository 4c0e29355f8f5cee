// Generated from schemas/api/game-launchGame.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "game-launchGame.json",
  "title": "GET /wps/game/launchGame",
  "description": "Launches a game (PVP, RNG, and lotteries with the lottery fields): answers the address of the game page (a launch CDN + /play/<ticket>, valid 30 minutes). For lotteries the game is lottoGameCode when given, else gameCode. backUrl is checked but not used: the sandbox's game page is framed by the site, which has its own way back. Needs a token.",
  "definitions": {
    "querystring": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "gameCode",
        "vassalage",
        "gameType",
        "language"
      ],
      "properties": {
        "gameCode": {
          "$ref": "games-common.json#/definitions/gameCode"
        },
        "vassalage": {
          "$ref": "games-common.json#/definitions/vendorCode"
        },
        "gameType": {
          "$ref": "games-common.json#/definitions/gameType"
        },
        "language": {
          "$ref": "games-common.json#/definitions/language"
        },
        "lottoArea": {
          "type": "string",
          "enum": [
            "VN"
          ]
        },
        "launchMode": {
          "type": "string",
          "enum": [
            "LOTT"
          ]
        },
        "lottoGameCode": {
          "$ref": "games-common.json#/definitions/gameCode"
        },
        "lottoView": {
          "type": "string",
          "enum": [
            "betting",
            "lobby"
          ]
        },
        "backUrl": {
          "type": "string",
          "maxLength": 512,
          "format": "uri",
          "pattern": "^https?://"
        }
      }
    },
    "response": {
      "$ref": "games-common.json#/definitions/launchUrl"
    }
  }
} as const;
export default schema;
