import type { FromSchema, FromSchemaOptions, JSONSchema } from 'json-schema-to-ts';

/**
 * The TypeScript type of one definition of a call's schema (schemas/api, via schemas/generated),
 * with the other schema files it `$ref`s listed as References. Every api.ts derives its types
 * through this one helper.
 */
export type SchemaDefinition<
  Schema extends { definitions: Record<string, JSONSchema> },
  Name extends keyof Schema['definitions'],
  References extends NonNullable<FromSchemaOptions['references']>,
> = FromSchema<Schema['definitions'][Name], { references: References }>;
