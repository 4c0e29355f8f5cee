import type { FromSchema } from 'json-schema-to-ts';
import type brandSchema from '../../schemas/generated/brand-schema';

/** A brand as written in `brands/<id>/brand.json`; derived from schemas/brand.schema.json. */
export type Brand = FromSchema<typeof brandSchema>;
export type ThemeMode = Brand['theme']['default'];
export type Palette = Brand['theme']['palettes']['dark'];
export type Language = Brand['languages']['default'];
