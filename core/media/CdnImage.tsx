import { useMemo, useState } from 'react';
import { useEngine } from '../engine-context';
import { useStartUpSettled } from '../shell/start-up-settled';
import { cdnUrl, otherCdn, pickCdn } from './cdn';

export interface CdnImageProps {
  /** A path relative to the image CDN, as the platform sends it (`games/tesouro-asteca.jpg`). */
  path: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /**
   * The first screenful may load eagerly; everything else is lazy, and is not even asked for until
   * the page's start-up has settled (core/shell/start-up-settled.ts).
   */
  eager?: boolean;
  /**
   * False where the picture is on screen already though lazy (a grid seen in the viewport): it is
   * asked for at once, the browser's own lazy loading deciding when, without waiting for the
   * start-up to settle.
   */
  holdUntilSettled?: boolean;
  /**
   * Another crop of the picture for narrower screens (a promotion's phone crop): its path, the
   * media query that picks it and its size; from the same CDN, and retried with the picture.
   */
  narrow?: { path: string; media: string; width: number; height: number };
}

/**
 * An image from a randomly picked image CDN: lazy, with a fixed size so nothing moves when it
 * arrives, and one retry on the other CDN when it fails (spec section 9). After that it shows the
 * empty frame rather than a broken-image icon.
 */
export function CdnImage({ path, alt, width, height, className, eager, holdUntilSettled = true, narrow }: CdnImageProps) {
  const { features } = useEngine();
  const first = useMemo(() => pickCdn(features.imageCDNs), [features.imageCDNs]);
  const [cdn, setCdn] = useState(first);
  const [state, setState] = useState<'first' | 'retried' | 'failed'>('first');
  const mayLoad = useStartUpSettled() || Boolean(eager) || !holdUntilSettled;
  if (!cdn || state === 'failed') {
    // A decorative image (alt "") stays out of the accessibility tree; a meaningful one keeps its name.
    return alt ? (
      <span className={`${className ?? ''} cdn-image--missing`} role="img" aria-label={alt} />
    ) : (
      <span className={`${className ?? ''} cdn-image--missing`} aria-hidden="true" />
    );
  }
  const image = (
    <img
      className={className}
      src={mayLoad ? cdnUrl(cdn, path) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      // Also when the narrow crop is the file that failed: the <img> is what loads either.
      onError={() => {
        // An <img> in a <picture> with no address yet may report an error (the HTML standard's
        // rule; Chromium does not): that is not the CDN failing.
        if (!mayLoad) return;
        if (state === 'first') {
          setCdn(otherCdn(features.imageCDNs, cdn));
          setState('retried');
        } else setState('failed');
      }}
    />
  );
  if (!narrow) return image;
  return (
    <picture>
      <source media={narrow.media} srcSet={mayLoad ? cdnUrl(cdn, narrow.path) : undefined} width={narrow.width} height={narrow.height} />
      {image}
    </picture>
  );
}
