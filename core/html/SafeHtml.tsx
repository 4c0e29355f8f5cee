import { useEffect, useState } from 'react';

type Sanitize = (dirty: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

// DOMPurify loads with the first untrusted HTML shown, keeping it out of the entry chunk.
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import(/* webpackChunkName: "sanitize" */ './sanitize').then((m) => m.sanitizeHtml);
  return sanitizer;
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'span' | 'section';
}

/** Renders untrusted HTML only after the sanitiser has cleaned it; never the raw string. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setClean(sanitize(html));
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <Tag className={className} aria-busy="true" />;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
