import { Link } from 'react-router-dom';
import type { Banner } from '../../../core/api/contract';
import { isWebUrl } from '../../../core/html/web-url';
import { useT } from '../../../core/i18n/i18n';
import { BannerPicture } from '../../../core/media/BannerPicture';

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
      <BannerPicture banner={banner} alt={banner.title} className="banner-strip__image" eager={first} />
    </BannerLink>
  );
}
