import { useMemo, useState } from 'react';
import { useEngine } from '../engine-context';
import { cdnUrl, otherCdn, pickCdn } from './cdn';

export interface CdnImageProps {
  /** A path relative to the image CDN, as the platform sends it (`games/tesouro-asteca.jpg`). */
  path: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The first screenful may load eagerly; everything else is lazy. */
  eager?: boolean;
}

/**
 * An image from a randomly picked image CDN: lazy, with a fixed size so nothing moves when it
 * arrives, and one retry on the other CDN when it fails (spec section 9). After that it shows the
 * empty frame rather than a broken-image icon.
 */
export function CdnImage({ path, alt, width, height, className, eager }: CdnImageProps) {
  const { features } = useEngine();
  const first = useMemo(() => pickCdn(features.imageCDNs), [features.imageCDNs]);
  const [cdn, setCdn] = useState(first);
  const [state, setState] = useState<'first' | 'retried' | 'failed'>('first');
  if (!cdn || state === 'failed') {
    // A decorative image (alt "") stays out of the accessibility tree; a meaningful one keeps its name.
    return alt ? (
      <span className={`${className ?? ''} cdn-image--missing`} role="img" aria-label={alt} />
    ) : (
      <span className={`${className ?? ''} cdn-image--missing`} aria-hidden="true" />
    );
  }
  return (
    <img
      className={className}
      src={cdnUrl(cdn, path)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (state === 'first') {
          setCdn(otherCdn(features.imageCDNs, cdn));
          setState('retried');
        } else setState('failed');
      }}
    />
  );
}
