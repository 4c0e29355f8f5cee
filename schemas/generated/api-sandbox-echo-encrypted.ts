// Generated from schemas/api/sandbox-echo-encrypted.json by scripts/gen-schema-types.ts. Do not edit.
const schema = {
  "$id": "sandbox-echo-encrypted.json",
  "title": "POST /__sandbox/echo-encrypted (test control, not part of the platform)",
  "bodyLimit": 65536,
  "description": "Accepts only an encrypted body (common.json#/definitions/payloadEnvelope), decrypts it, validates it against body and answers the decrypted object, so a client's encryptor can be checked against the server.",
  "definitions": {
    "body": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "message"
      ],
      "properties": {
        "message": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2000
        },
        "number": {
          "type": "number",
          "minimum": -1000000000,
          "maximum": 1000000000
        },
        "flag": {
          "type": "boolean"
        }
      }
    },
    "response": {
      "$ref": "sandbox-echo-encrypted.json#/definitions/body"
    }
  }
} as const;
export default schema;
