/**
 * Types of the platform calls the core makes, derived from the JSON Schemas in schemas/api (the
 * same schemas the sandbox validates requests and serialises responses with). Plugins derive
 * theirs the same way in their own api.ts.
 */
import type { JSONSchema } from 'json-schema-to-ts';
import type { SchemaDefinition } from './schema-types';
import type common from '../../schemas/generated/api-common';
import type memberInfo from '../../schemas/generated/api-member-info';
import type systemBanners from '../../schemas/generated/api-system-banners';
import type systemCountryCode from '../../schemas/generated/api-system-countryCode';
import type systemStatus from '../../schemas/generated/api-system-status';

type References = [typeof common, typeof systemStatus, typeof systemBanners, typeof systemCountryCode, typeof memberInfo];
type Definition<Schema extends { definitions: Record<string, JSONSchema> }, Name extends keyof Schema['definitions']> = SchemaDefinition<
  Schema,
  Name,
  References
>;

export type SystemStatus = Definition<typeof systemStatus, 'response'>;
export type WhitelabelModule = SystemStatus['whitelabel'][number];
export type PlatformResource = Definition<typeof common, 'resource'>;
export type CustomerServiceEntry = Definition<typeof common, 'customerServiceEntry'>;
export type CountryCode = Definition<typeof systemCountryCode, 'response'>;
export type Banner = Definition<typeof systemBanners, 'banner'>;
/** GET member/info (spec section 3); `type` is the numeric account type, kept as isAgent. */
export type MemberInfo = Definition<typeof memberInfo, 'response'>;
