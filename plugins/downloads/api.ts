import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type common from '../../schemas/generated/api-common';
import type systemRouters from '../../schemas/generated/api-system-routers';

type Definition<Schema extends { definitions: Record<string, JSONSchema> }, Name extends keyof Schema['definitions']> = FromSchema<
  Schema['definitions'][Name],
  { references: [typeof common, typeof systemRouters] }
>;

/** GET /wps/system/routers: the brand's domains and its app and social resources (spec section 3). */
export type Routers = Definition<typeof systemRouters, 'response'>;
export type Resource = Routers['resources'][number];

export const ROUTERS_PATH = 'system/routers';

/** The native apps, in the order the page shows them. */
export const APP_RESOURCES = ['ANDROID', 'IOS', 'IOS_CONFIG'] as const;
