// Generated from schemas/brand.schema.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "https://whitelabel.local/schemas/brand.schema.json",
  "title": "Brand",
  "description": "One brand of the white-label engine: identity, look, licences, plugins and the per-brand constants of the spec.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "id",
    "name",
    "identity",
    "languages",
    "currencySymbol",
    "theme",
    "licences",
    "plugins",
    "constants",
    "api",
    "payloadEncryption"
  ],
  "properties": {
    "$schema": {
      "type": "string"
    },
    "id": {
      "type": "string",
      "pattern": "^(?!ops$)[a-z][a-z0-9]*(-[a-z0-9]+)*$",
      "maxLength": 40,
      "description": "kebab-case; must equal the brand's folder name. Not \"ops\": ops.localhost is the back office's host (sandbox/lib/ops-host.ts)"
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 60
    },
    "identity": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "platform",
        "merchantCode",
        "lotteryType",
        "device"
      ],
      "properties": {
        "platform": {
          "type": "string",
          "pattern": "^[A-Z0-9]{2,12}$"
        },
        "merchantCode": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_]{3,20}$"
        },
        "lotteryType": {
          "type": "string",
          "enum": [
            "SEA",
            "VN",
            "LOTT"
          ]
        },
        "device": {
          "type": "string",
          "enum": [
            "WEB"
          ]
        }
      }
    },
    "languages": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "default",
        "supported"
      ],
      "properties": {
        "default": {
          "$ref": "#/definitions/language"
        },
        "supported": {
          "type": "array",
          "minItems": 1,
          "uniqueItems": true,
          "items": {
            "$ref": "#/definitions/language"
          }
        }
      }
    },
    "currencySymbol": {
      "type": "string",
      "minLength": 1,
      "maxLength": 4
    },
    "theme": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "default",
        "logo",
        "favicon",
        "palettes",
        "chatHeaderColor"
      ],
      "properties": {
        "default": {
          "type": "string",
          "enum": [
            "dark",
            "light"
          ]
        },
        "logo": {
          "$ref": "#/definitions/assetPath"
        },
        "favicon": {
          "$ref": "#/definitions/assetPath"
        },
        "chatHeaderColor": {
          "$ref": "#/definitions/colour"
        },
        "palettes": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "dark",
            "light"
          ],
          "properties": {
            "dark": {
              "$ref": "#/definitions/palette"
            },
            "light": {
              "$ref": "#/definitions/palette"
            }
          }
        }
      }
    },
    "licences": {
      "type": "array",
      "maxItems": 8,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "name",
          "image"
        ],
        "properties": {
          "id": {
            "type": "string",
            "pattern": "^[a-z0-9-]+$"
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "image": {
            "$ref": "#/definitions/assetPath"
          }
        }
      }
    },
    "plugins": {
      "type": "array",
      "minItems": 1,
      "uniqueItems": true,
      "description": "Plugin ids in the order their contributions appear.",
      "items": {
        "type": "string",
        "pattern": "^[a-z][a-z0-9]*(-[a-z0-9]+)*$"
      }
    },
    "constants": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "prizeModes",
        "announcementTypes",
        "defaultAnnouncementType",
        "esportsVendors",
        "loginedToHomePage"
      ],
      "properties": {
        "prizeModes": {
          "type": "array",
          "minItems": 1,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "enum": [
              "Lott",
              "ZY",
              "Elott",
              "SEA"
            ]
          }
        },
        "announcementTypes": {
          "type": "array",
          "minItems": 1,
          "uniqueItems": true,
          "items": {
            "$ref": "#/definitions/announcementType"
          }
        },
        "defaultAnnouncementType": {
          "$ref": "#/definitions/announcementType"
        },
        "esportsVendors": {
          "type": "array",
          "uniqueItems": true,
          "items": {
            "type": "string",
            "pattern": "^[A-Z0-9_]{2,12}$"
          }
        },
        "loginedToHomePage": {
          "type": "boolean",
          "description": "When on, visitors without a session token are sent to /login."
        }
      }
    },
    "api": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "base",
        "lgwBase",
        "timeoutMs"
      ],
      "properties": {
        "base": {
          "type": "string",
          "pattern": "^/.*/$"
        },
        "lgwBase": {
          "type": "string",
          "pattern": "^/.*/$"
        },
        "timeoutMs": {
          "type": "integer",
          "minimum": 1000,
          "maximum": 120000
        }
      }
    },
    "payloadEncryption": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "enabled"
      ],
      "properties": {
        "enabled": {
          "type": "boolean",
          "description": "Encrypt the bodies of the calls the spec marks encrypted with the platform's public key (wire protection on top of TLS)."
        }
      }
    },
    "thirdPartyAuth": {
      "description": "Optional third-party authentication service (Firebase Auth). smsRoute sends SMS login and registration through Firebase phone sign-in; the social buttons (whitelabel SOCIALLOGIN3) use socialProviders.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "firebase",
        "useEmulator",
        "smsRoute",
        "socialProviders"
      ],
      "properties": {
        "firebase": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "apiKey",
            "authDomain",
            "projectId",
            "appId"
          ],
          "properties": {
            "apiKey": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200
            },
            "authDomain": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200
            },
            "projectId": {
              "type": "string",
              "pattern": "^[a-z0-9-]{4,40}$"
            },
            "appId": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200
            }
          }
        },
        "useEmulator": {
          "type": "boolean",
          "description": "Talk to the Firebase Auth emulator behind the platform's own origin (the sandbox forwards to it). Demo and test brands only."
        },
        "smsRoute": {
          "type": "boolean",
          "description": "SMS login and registration go through Firebase phone sign-in (one-minute resend countdown)."
        },
        "socialProviders": {
          "type": "array",
          "uniqueItems": true,
          "maxItems": 2,
          "items": {
            "type": "string",
            "enum": [
              "google",
              "facebook"
            ]
          }
        }
      }
    }
  },
  "definitions": {
    "language": {
      "type": "string",
      "enum": [
        "pt",
        "en",
        "ty"
      ]
    },
    "announcementType": {
      "type": "string",
      "enum": [
        "B",
        "PL",
        "PU",
        "PR",
        "H"
      ]
    },
    "assetPath": {
      "type": "string",
      "pattern": "^assets/(?!.*\\.\\.)[A-Za-z0-9_./-]+\\.(svg|png|jpg|webp|ico)$",
      "description": "a file inside the brand's assets folder; no .. segments"
    },
    "colour": {
      "type": "string",
      "pattern": "^#[0-9a-fA-F]{6}$"
    },
    "palette": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "bg",
        "surface",
        "surface-2",
        "text",
        "text-muted",
        "primary",
        "primary-contrast",
        "accent",
        "border",
        "success",
        "danger"
      ],
      "properties": {
        "bg": {
          "$ref": "#/definitions/colour"
        },
        "surface": {
          "$ref": "#/definitions/colour"
        },
        "surface-2": {
          "$ref": "#/definitions/colour"
        },
        "text": {
          "$ref": "#/definitions/colour"
        },
        "text-muted": {
          "$ref": "#/definitions/colour"
        },
        "primary": {
          "$ref": "#/definitions/colour"
        },
        "primary-contrast": {
          "$ref": "#/definitions/colour"
        },
        "accent": {
          "$ref": "#/definitions/colour"
        },
        "border": {
          "$ref": "#/definitions/colour"
        },
        "success": {
          "$ref": "#/definitions/colour"
        },
        "danger": {
          "$ref": "#/definitions/colour"
        }
      }
    }
  }
} as const;
export default schema;
