import type { Brand } from './brand-types';

// Replaced at build time by webpack's DefinePlugin with the validated brand.json of BRAND, its
// asset paths rewritten to the hashed files the build emits.
declare const __BRAND__: Brand;

export const brand: Brand = __BRAND__;
