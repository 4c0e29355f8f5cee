// Generated from schemas/api/system-status.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "system-status.json",
  "title": "GET /wps/system/status",
  "description": "Permission tree and whole-app status of the merchant. Status is 1 if maintenance, else 2 if regionRestriction, else 0 (spec section 2).",
  "definitions": {
    "querystring": {
      "$ref": "common.json#/definitions/hostQuery"
    },
    "registerRule": {
      "description": "Per-field registration validation config (spec section 3). acceptedPattern '*' means any text.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "key",
        "enabled",
        "required"
      ],
      "properties": {
        "key": {
          "type": "string"
        },
        "enabled": {
          "type": "boolean"
        },
        "required": {
          "type": "boolean"
        },
        "minLength": {
          "type": "integer"
        },
        "maxLength": {
          "type": "integer"
        },
        "patternId": {
          "type": "string"
        },
        "acceptedPattern": {
          "type": "string"
        }
      }
    },
    "encryption": {
      "description": "Public key for payload encryption of the calls marked encrypted (see sandbox/README.md).",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "keyId",
        "publicKey",
        "scheme"
      ],
      "properties": {
        "keyId": {
          "type": "string",
          "pattern": "^[0-9a-f]{16}$"
        },
        "publicKey": {
          "type": "string",
          "description": "RSA-2048 public key, SPKI DER, base64"
        },
        "scheme": {
          "const": "rsa-oaep-256+aes-256-cbc+hmac-sha256"
        }
      }
    },
    "response": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "whitelabel",
        "registerRules",
        "resources",
        "customerService",
        "analytics",
        "imageCDNs",
        "launchGameCDNs",
        "location",
        "maintenance",
        "regionRestriction",
        "encryption"
      ],
      "properties": {
        "whitelabel": {
          "$ref": "common.json#/definitions/whitelabel"
        },
        "registerRules": {
          "type": "array",
          "items": {
            "$ref": "system-status.json#/definitions/registerRule"
          }
        },
        "resources": {
          "type": "array",
          "items": {
            "$ref": "common.json#/definitions/resource"
          }
        },
        "customerService": {
          "type": "array",
          "items": {
            "$ref": "common.json#/definitions/customerServiceEntry"
          }
        },
        "analytics": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "gtagId"
          ],
          "properties": {
            "gtagId": {
              "type": [
                "string",
                "null"
              ]
            }
          }
        },
        "imageCDNs": {
          "type": "array",
          "minItems": 1,
          "items": {
            "type": "string"
          }
        },
        "launchGameCDNs": {
          "type": "array",
          "minItems": 1,
          "items": {
            "type": "string"
          }
        },
        "location": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "ip",
            "countryCode"
          ],
          "properties": {
            "ip": {
              "type": "string"
            },
            "countryCode": {
              "type": "string",
              "pattern": "^[A-Z]{2}$"
            }
          }
        },
        "maintenance": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "common.json#/definitions/maintenance"
            }
          ]
        },
        "regionRestriction": {
          "type": "boolean"
        },
        "regionMessage": {
          "$ref": "common.json#/definitions/regionMessage"
        },
        "encryption": {
          "$ref": "system-status.json#/definitions/encryption"
        }
      }
    }
  }
} as const;
export default schema;
