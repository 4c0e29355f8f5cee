import DOMPurify from 'dompurify';

/**
 * The one sanitiser for untrusted HTML (announcements, notices, promotions, help, dialog html).
 * Scripts, event handlers, forms, frames and javascript: URLs are removed; links open safely.
 */
const purifier = typeof window === 'undefined' ? null : DOMPurify(window);

if (purifier) {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

export function sanitizeHtml(dirty: string): string {
  if (!purifier) return '';
  return purifier.sanitize(dirty, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}
