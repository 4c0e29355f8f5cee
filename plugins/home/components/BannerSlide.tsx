import { Link } from 'react-router-dom';
import type { Banner } from '../../../core/api/contract';
import { isWebUrl } from '../../../core/html/web-url';
import { useT } from '../../../core/i18n/i18n';
import { BANNER_CROPS, PHONE_BANNER_MEDIA } from '../../../core/media/banner-crops';

/**
 * The banner's picture: its phone crop on screens under 768 px (the same words drawn larger for
 * that width: the wide crop's came out at about 7 px there), the wide crop from 768 px.
 */
function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <picture>
      <source media={PHONE_BANNER_MEDIA} srcSet={banner.phoneUrl} width={BANNER_CROPS.phone.width} height={BANNER_CROPS.phone.height} />
      <img
        className="banner-strip__image"
        src={banner.url}
        alt={banner.title}
        width={BANNER_CROPS.wide.width}
        height={BANNER_CROPS.wide.height}
        loading={eager ? 'eager' : 'lazy'}
        {...{ fetchpriority: eager ? 'high' : 'auto' }}
        decoding="async"
      />
    </picture>
  );
}

/** A banner is a link when it has a linkage type (spec section 3): a URL, a promotion or a game. */
function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  const t = useT();
  const label = t('home:banner.open', { title: banner.title });
  if (!banner.linkageType || !banner.linkage) return <>{children}</>;
  if (banner.linkageType === 'URL') {
    // Only web links: a javascript: or data: URL from the platform is never made clickable.
    if (!isWebUrl(banner.linkage)) return <>{children}</>;
    return (
      <a className="banner-strip__link" href={banner.linkage} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  }
  const to =
    banner.linkageType === 'PROMOTION'
      ? `/promoDetail?id=${encodeURIComponent(banner.linkage)}`
      : `/game?gameCode=${encodeURIComponent(banner.linkage)}`;
  return (
    <Link className="banner-strip__link" to={to} aria-label={label}>
      {children}
    </Link>
  );
}

/** One banner: its image, clickable when it links somewhere. The first one loads eagerly (it is the largest paint). */
export function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <BannerLink banner={banner}>
      <BannerImage banner={banner} eager={first} />
    </BannerLink>
  );
}
