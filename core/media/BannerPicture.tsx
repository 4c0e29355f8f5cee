import type { Banner } from '../api/contract';
import { BANNER_CROPS, PHONE_BANNER_MEDIA } from './banner-crops';

/**
 * A platform banner's picture: its phone crop on screens under 768 px (the same words drawn larger
 * for that width: the wide crop's came out at about 7 px there), the wide crop from 768 px. The
 * banner strip and the login and register dialogs show banners through it, so each picks its crop
 * as the early entry's preload does.
 */
export function BannerPicture({
  banner,
  alt,
  className,
  eager = false,
}: {
  banner: Banner;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <picture>
      <source media={PHONE_BANNER_MEDIA} srcSet={banner.phoneUrl} width={BANNER_CROPS.phone.width} height={BANNER_CROPS.phone.height} />
      <img
        className={className}
        src={banner.url}
        alt={alt}
        width={BANNER_CROPS.wide.width}
        height={BANNER_CROPS.wide.height}
        loading={eager ? 'eager' : 'lazy'}
        {...{ fetchpriority: eager ? 'high' : 'auto' }}
        decoding="async"
      />
    </picture>
  );
}
