import DOMPurify from 'dompurify';
import { isOnCdn } from '../media/cdn';
import { DEFUSED_PREFIX, defuseForParsing } from './defuse';

/**
 * The one sanitiser for untrusted HTML (announcements, notices, promotions, help, dialog html).
 * Scripts, event handlers, styles, forms, frames and javascript: URLs are removed; links open
 * safely; images load only from the platform's image CDNs.
 */
const purifier = typeof window === 'undefined' ? null : DOMPurify(window);

export interface SanitizePolicy {
  /** The image CDNs of system/status: the only places an untrusted image may be fetched from. */
  imageCdns: readonly string[];
  /** What relative addresses are resolved against (the page's address). */
  base: string;
}

/**
 * Attributes that make the browser fetch an address the content names, once the element is in the
 * page or on a click (`ping`), other than an image's `src` (checked against the CDNs below). A
 * `srcset` would let the content pick any address past that check, so it goes too.
 */
const FETCHING_ATTRIBUTES = ['srcset', 'sizes', 'background', 'poster', 'lowsrc', 'dynsrc', 'ping', 'xlink:href', 'action', 'formaction'];

/** Media elements fetch on their own (and `source` children pick among addresses): none in untrusted HTML. */
const FETCHING_ELEMENTS = ['video', 'audio', 'source', 'track', 'picture', 'object', 'embed', 'link', 'meta', 'base', 'portal'];

/** The policy of the call in progress; sanitize() is synchronous, so the hooks read the caller's own. */
let current: SanitizePolicy = { imageCdns: [], base: 'http://localhost/' };

/** The absolute address of an image on one of the CDNs, or null for any other address. */
function cdnImageAddress(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, current.base);
  } catch {
    return null;
  }
  return isOnCdn(current.imageCdns, url.href, current.base) ? url.href : null;
}

if (purifier) {
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'src') return;
    // The address the check passed is the one written back: nothing is left to be resolved later.
    const address = node.nodeName === 'IMG' ? cdnImageAddress(data.attrValue) : null;
    if (address) data.attrValue = address;
    else data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.nodeName === 'IMG' && node.hasAttribute('src')) {
      // Images in long help or notice texts load as they come into view, never blocking the page.
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

/**
 * Cleans untrusted HTML into a fragment of an inert document. The caller inserts its nodes (a
 * copy): handing back a string would have the live document parse it again, and a parser's
 * mutation on that second parse (mXSS) could produce what the sanitiser never saw.
 */
export function sanitizeHtml(dirty: string, policy: SanitizePolicy): DocumentFragment | null {
  if (!purifier) return null;
  current = policy;
  try {
    return purifier.sanitize(defuseForParsing(dirty), {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'svg', 'math', ...FETCHING_ELEMENTS],
      FORBID_ATTR: ['style', ...FETCHING_ATTRIBUTES],
      // A renamed <style> (see defuse.ts) goes with its text: its CSS is not content.
      ADD_FORBID_CONTENTS: [`${DEFUSED_PREFIX}style`],
      ALLOW_DATA_ATTR: false,
      RETURN_DOM_FRAGMENT: true,
    });
  } finally {
    current = { imageCdns: [], base: 'http://localhost/' };
  }
}
