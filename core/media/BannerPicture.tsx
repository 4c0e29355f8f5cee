import type { Banner } from '../api/contract';
import { useStartUpSettled } from '../shell/start-up-settled';
import { BANNER_CROPS, PHONE_BANNER_MEDIA } from './banner-crops';

/**
 * A platform banner's picture: its phone crop on screens under 768 px (the same words drawn larger
 * for that width: the wide crop's came out at about 7 px there), the wide crop from 768 px. The
 * banner strip and the login and register dialogs show banners through it, so each picks its crop
 * as the early entry's preload does. Only the eager one (the first slide, the largest paint) is
 * asked for before the page's start-up has settled (core/shell/start-up-settled.ts).
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
  const mayLoad = useStartUpSettled() || eager;
  return (
    <picture>
      <source
        media={PHONE_BANNER_MEDIA}
        srcSet={mayLoad ? banner.phoneUrl : undefined}
        width={BANNER_CROPS.phone.width}
        height={BANNER_CROPS.phone.height}
      />
      <img
        className={className}
        src={mayLoad ? banner.url : undefined}
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
