// Generated from schemas/api/common.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "common.json",
  "title": "Shared definitions of the platform API",
  "description": "Entities used by more than one call, the failure envelope and the headers every /wps and /lgw call carries.",
  "definitions": {
    "failure": {
      "description": "Envelope of every failed call. The HTTP status is real (400, 401, 403, 404, 409, 413, 415, 429, 500); code is a stable machine code, message is for the user; value is null, or failureValue for login failures.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "success",
        "value",
        "message"
      ],
      "properties": {
        "success": {
          "const": false
        },
        "value": {
          "anyOf": [
            {
              "type": "null"
            },
            {
              "$ref": "common.json#/definitions/failureValue"
            }
          ]
        },
        "message": {
          "type": "string"
        },
        "code": {
          "type": "string"
        }
      }
    },
    "failureValue": {
      "description": "What a failure may carry in value. Every login failure (session/login) tells whether the next attempt must send the image captcha; every other failure sends null.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "captchaRequired"
      ],
      "properties": {
        "captchaRequired": {
          "type": "boolean"
        }
      }
    },
    "merchantHeaders": {
      "description": "Headers of every /wps and /lgw call (checked by the sandbox before validation). Authorization is added for calls that need a session.",
      "type": "object",
      "required": [
        "x-merchant-code"
      ],
      "properties": {
        "x-merchant-code": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$"
        },
        "authorization": {
          "type": "string",
          "pattern": "^Bearer [A-Za-z0-9._~+/=-]{10,2048}$"
        }
      }
    },
    "noQuery": {
      "type": "object",
      "additionalProperties": false,
      "properties": {}
    },
    "hostQuery": {
      "description": "The front end adds the current host as url.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "url": {
          "type": "string",
          "minLength": 1,
          "maxLength": 253,
          "pattern": "^[A-Za-z0-9.:\\[\\]-]+$"
        }
      }
    },
    "isoDateTime": {
      "type": "string",
      "format": "date-time"
    },
    "moduleEnabled": {
      "enum": [
        "1",
        "0"
      ]
    },
    "module": {
      "description": "Top of the permission tree. The tree is at most three levels deep (module, subModule, leafModule): JSON Schema recursion would be neater but json-schema-to-ts cannot type recursive references.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "modId",
        "enabled",
        "childrenNodes"
      ],
      "properties": {
        "modId": {
          "type": "string"
        },
        "enabled": {
          "$ref": "common.json#/definitions/moduleEnabled"
        },
        "childrenNodes": {
          "type": "array",
          "items": {
            "$ref": "common.json#/definitions/subModule"
          }
        }
      }
    },
    "subModule": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "modId",
        "enabled",
        "childrenNodes"
      ],
      "properties": {
        "modId": {
          "type": "string"
        },
        "enabled": {
          "$ref": "common.json#/definitions/moduleEnabled"
        },
        "childrenNodes": {
          "type": "array",
          "items": {
            "$ref": "common.json#/definitions/leafModule"
          }
        }
      }
    },
    "leafModule": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "modId",
        "enabled",
        "childrenNodes"
      ],
      "properties": {
        "modId": {
          "type": "string"
        },
        "enabled": {
          "$ref": "common.json#/definitions/moduleEnabled"
        },
        "childrenNodes": {
          "type": "array",
          "maxItems": 0,
          "items": {
            "type": "object"
          }
        }
      }
    },
    "whitelabel": {
      "type": "array",
      "items": {
        "$ref": "common.json#/definitions/module"
      }
    },
    "resource": {
      "description": "A link of the side bar. qrCodeUrl is the address the QR code encodes (the front end draws the code).",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "resourceType",
        "url",
        "qrCodeUrl"
      ],
      "properties": {
        "resourceType": {
          "enum": [
            "TELEGRAM",
            "FACEBOOK",
            "INSTAGRAM",
            "TIKTOK",
            "IOS_CONFIG",
            "ANDROID",
            "IOS"
          ]
        },
        "url": {
          "type": "string"
        },
        "qrCodeUrl": {
          "type": "string"
        }
      }
    },
    "customerServiceEntry": {
      "description": "csType 1 = live chat URL, 2 = VIP service URL, 3 = encrypted link: CryptoJS.AES passphrase ciphertext followed by its 8-character passphrase.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "csType",
        "name",
        "path"
      ],
      "properties": {
        "csType": {
          "enum": [
            "1",
            "2",
            "3"
          ]
        },
        "name": {
          "type": "string"
        },
        "path": {
          "type": "string"
        }
      }
    },
    "regionMessage": {
      "description": "The operator's message for the region/IP block page, kept only while regionRestriction is on; absent or null: the site shows its own text (optional in system/status: a platform need not send it).",
      "anyOf": [
        {
          "type": "null"
        },
        {
          "type": "string",
          "minLength": 1,
          "maxLength": 1000
        }
      ]
    },
    "maintenance": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "title",
        "message",
        "endTime"
      ],
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120
        },
        "message": {
          "type": "string",
          "minLength": 1,
          "maxLength": 1000
        },
        "endTime": {
          "anyOf": [
            {
              "type": "string",
              "format": "date-time"
            },
            {
              "type": "null"
            }
          ]
        }
      }
    },
    "payloadEnvelope": {
      "description": "What a client sends for a call marked encrypted, in place of the plain JSON body.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "enc"
      ],
      "properties": {
        "enc": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "v",
            "kid",
            "key",
            "iv",
            "data",
            "mac"
          ],
          "properties": {
            "v": {
              "const": 1
            },
            "kid": {
              "type": "string"
            },
            "key": {
              "type": "string",
              "description": "base64 RSA-OAEP-SHA256 of 64 random bytes: AES-256 key then HMAC-SHA256 key"
            },
            "iv": {
              "type": "string",
              "description": "base64 of 16 random bytes"
            },
            "data": {
              "type": "string",
              "description": "base64 AES-256-CBC (PKCS#7) ciphertext of the UTF-8 JSON body"
            },
            "mac": {
              "type": "string",
              "description": "base64 HMAC-SHA256(macKey, iv || ciphertext)"
            }
          }
        }
      }
    },
    "country": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "countryCode",
        "countryDialingCode",
        "name"
      ],
      "properties": {
        "countryCode": {
          "type": "string",
          "pattern": "^[A-Z]{2}$"
        },
        "countryDialingCode": {
          "type": "string",
          "pattern": "^\\+[0-9]{1,4}$"
        },
        "name": {
          "type": "string"
        }
      }
    },
    "countryDialingCode": {
      "description": "International dialing code with its plus sign, e.g. +63.",
      "type": "string",
      "pattern": "^\\+[0-9]{1,4}$"
    },
    "mobileNumber": {
      "description": "A mobile number without its dialing code: digits only.",
      "type": "string",
      "pattern": "^[0-9]{6,15}$"
    },
    "loginResult": {
      "description": "What a successful login (or registration, or free play) answers. token goes in Authorization: Bearer <token> (valid 12 hours). firstTimeLogin is true on the account's first ever login; passwordExpired says the password must be replaced (it expired, or it is the platform's default 123456). passwordChangeRequired: the session may only change the password (member/password) and log out until it has; every other call with the token answers 403 PASSWORD_CHANGE_REQUIRED. It is true after a password login with the default password, or with an expired one while PWDEXPFORCECHANGE3 is on; never after SMS or third-party logins.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "token",
        "firstTimeLogin",
        "passwordExpired",
        "passwordChangeRequired"
      ],
      "properties": {
        "token": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{43}$"
        },
        "firstTimeLogin": {
          "type": "boolean"
        },
        "passwordExpired": {
          "type": "boolean"
        },
        "passwordChangeRequired": {
          "type": "boolean"
        }
      }
    },
    "smsSent": {
      "description": "A verification code was sent; it expires after expiredMinutes.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "expiredMinutes"
      ],
      "properties": {
        "expiredMinutes": {
          "const": 5
        }
      }
    },
    "accountType": {
      "description": "0 member; 1, 2, 41, 42 agents (the agent centre's account types); 4 free-play trial.",
      "enum": [
        0,
        1,
        2,
        4,
        41,
        42
      ]
    },
    "username": {
      "description": "An account's username as a query parameter (matched case-insensitively).",
      "type": "string",
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[^\\s\\u0000-\\u001f\\u007f]+$"
    },
    "noValue": {
      "description": "The value of a call that answers nothing but its success.",
      "type": "null"
    }
  }
} as const;
export default schema;
