/**
 * The loading frame: the site's frame in the brand's palette (top strip, header, navigation,
 * banner, first cards) with a spinner, written into index.html's #root by the build, so it is on
 * screen with the style sheet, before any script. The app's first render replaces it. Only shapes
 * and gradients paint in it, which the browser does not count as a contentful paint, with one
 * exception: the screen's largest image, which the early entry paints into the frame's banner
 * (BOOT_SHELL_HERO_CLASS) as soon as it has it, or a page's opening title and lead into its page
 * area (BOOT_SHELL_MAIN_CLASS), before the app's code is fetched
 * (core/api/early-requests.ts). The logo and the line saying what is happening fade in after a
 * moment (start-up.css), for a platform that takes its time; assistive technology reads the line
 * at once.
 *
 * Plain text, no framework: the build writes it, and the early entry only reads its class names.
 */

import { escapeHtml } from '../html/escape-html';
import { FIRST_SCREEN_TYPE } from '../styles/type-scale';

/** The banner's place in the frame, where the early entry paints the screen's largest image. */
export const BOOT_SHELL_BANNER_CLASS = 'boot-shell__banner';
/** The image the early entry paints there: the same box as the app's banner (start-up.css). */
export const BOOT_SHELL_HERO_CLASS = 'boot-shell__hero';
/** The frame's page area, which the early entry fills with a page's intro instead (FirstScreenIntro). */
export const BOOT_SHELL_MAIN_CLASS = 'boot-shell__main';

/** Placeholders of the navigation bar's links (the widths vary, as the labels do). */
const NAV_LINKS = 9;

export interface BootShellContent {
  /** The brand's logo, as the page may load it (a data: address or a stamped file). */
  logo: string;
  /** "Connecting to the platform…" in the brand's default language. */
  connecting: string;
}

const block = (modifiers: string[]) =>
  `<span class="boot-shell__block${modifiers.map((modifier) => ` boot-shell__block--${modifier}`).join('')}"></span>`;

/** The class of a first-screen pair's letter in the type specimen. */
const typeClass = ([size, weight]: (typeof FIRST_SCREEN_TYPE)[number]) => `boot-shell__type--${size}-${weight}`;

/**
 * A letter in each size and weight the first screens draw (core/styles/type-scale.ts), laid out
 * but never painted: the browser looks their fonts up in the frame's first layout, while the page
 * waits for the network, rather than in the app's layouts after the first paint.
 */
const typeSpecimen = () =>
  `<div class="boot-shell__type" aria-hidden="true">${FIRST_SCREEN_TYPE.map((pair) => `<span class="${typeClass(pair)}">a</span>`).join('')}</div>`;

/** Each specimen letter's size and weight, from the same list: the stamp puts them in the brand's style sheet. */
export function typeSpecimenCss(): string {
  return FIRST_SCREEN_TYPE.map((pair) => `.${typeClass(pair)}{font-size:var(--text-${pair[0]});font-weight:${pair[1]}}`).join('\n');
}

/** The frame's markup, for #root of the brand's index.html. */
export function bootShellMarkup({ logo, connecting }: BootShellContent): string {
  return [
    '<div class="boot-shell" aria-busy="true">',
    typeSpecimen(),
    `<div class="boot-shell__top"><div class="container boot-shell__row">${block(['switch'])}${block(['line'])}</div></div>`,
    '<div class="boot-shell__bar"><div class="container boot-shell__row">',
    `<img class="boot-shell__logo boot-shell__later" src="${escapeHtml(logo)}" alt="" width="168" height="44">`,
    block(['menu']),
    `<span class="boot-shell__account">${block(['field'])}${block(['field'])}${block(['button'])}${block(['button', 'primary'])}</span>`,
    '</div></div>',
    `<div class="boot-shell__nav"><div class="container boot-shell__row">${block(['link']).repeat(NAV_LINKS)}</div></div>`,
    `<main class="${BOOT_SHELL_MAIN_CLASS}">`,
    `<div class="${BOOT_SHELL_BANNER_CLASS}"><div class="boot-shell__progress">`,
    '<span class="boot-shell__spinner" aria-hidden="true"></span>',
    `<p class="boot-shell__note boot-shell__later" role="status">${escapeHtml(connecting)}</p>`,
    '</div></div>',
    `<div class="container boot-shell__cards">${block(['card'])}${block(['card'])}</div>`,
    '</main>',
    '</div>',
  ].join('');
}
