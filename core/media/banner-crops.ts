/**
 * The two crops the platform's image CDN draws of every banner (schemas/api/system-banners.json):
 * `url` is the wide one, `phoneUrl` the phone one, whose words are drawn larger for a phone's
 * width (in the wide crop they came out at about 7 px there, issue 25). Every place that shows a
 * banner picks the phone crop with the same media query, so the early entry's preload, the strip
 * and the dialogs load one and the same file.
 */
export const BANNER_CROPS = {
  wide: { width: 1920, height: 560 },
  phone: { width: 750, height: 400 },
} as const;

/** Screens under 768 px show the phone crop (the CSS of each place that shows one says the same). */
export const PHONE_BANNER_MEDIA = '(max-width: 767.98px)';
