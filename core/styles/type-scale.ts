/**
 * The type scale (base.css's `--text-*` sizes) and the size and weight pairs the entry pages'
 * first screens draw.
 *
 * Why it matters to speed: the first time a page draws text at a size and weight, the browser
 * looks that font up during layout; on Linux each lookup is a synchronous trip to the browser
 * process, which on a busy phone-class machine takes 0.3-4 ms. The app's first layouts drew 17
 * new pairs on a lobby (21 sizes and weights, most a rem value of their own), so the layouts after
 * the first paint waited 5-13 ms on lookups alone. Hence few sizes (core/styles/type-scale.test.ts
 * holds every style sheet to the scale), and the loading frame draws each first-screen pair once,
 * hidden, while the page waits for the network (core/status/boot-shell.ts): the lookups are done
 * before the first paint, and the app's layouts find them cached.
 */

/** The scale's sizes: each is `--text-<name>` in base.css, in rem. */
export const TYPE_SIZES = {
  '2xs': 0.6875,
  xs: 0.75,
  sm: 0.8125,
  md: 0.875,
  body: 0.9375,
  base: 1,
  lg: 1.125,
  xl: 1.25,
  '2xl': 1.375,
  '3xl': 1.5,
  '4xl': 1.75,
  '5xl': 2,
  '6xl': 2.25,
  '7xl': 2.5,
  display: 3.5,
  hero: 4,
} as const;

export type TypeSize = keyof typeof TYPE_SIZES;

/**
 * Sizes that name a use rather than a size: each is a size of the scale, a different one per
 * width (base.css). `--text-page-title`: 3xl on a phone, 4xl from 761 px, 6xl from 1080 px.
 */
export const TYPE_ROLES = ['page-title'] as const;

/** The weights the style sheets use. */
export const TYPE_WEIGHTS = [400, 500, 600, 700, 800, 900] as const;

export type TypeWeight = (typeof TYPE_WEIGHTS)[number];

/**
 * What the first screens of the pages the bench measures draw at a phone's, a tablet's and a
 * desktop's width, signed out and in (tests/first-screen-type.test.ts keeps the list exact: a pair
 * missing here is looked up after the first paint; one no longer drawn costs a lookup for nothing).
 */
export const FIRST_SCREEN_TYPE: readonly (readonly [TypeSize, TypeWeight])[] = [
  ['2xs', 600],
  ['2xs', 700],
  ['2xs', 800],
  ['xs', 400],
  ['xs', 600],
  ['xs', 700],
  ['sm', 400],
  ['sm', 600],
  ['sm', 700],
  ['md', 400],
  ['md', 600],
  ['md', 700],
  ['md', 800],
  ['body', 400],
  ['body', 700],
  ['body', 800],
  ['base', 400],
  ['base', 600],
  ['base', 700],
  ['base', 800],
  ['lg', 700],
  ['2xl', 400],
  ['2xl', 700],
  ['3xl', 400],
  ['3xl', 700],
  ['4xl', 700],
  ['6xl', 700],
  ['hero', 800],
];
