import { useEffect, useState } from 'react';
import { isWebUrl } from '../../../core/html/web-url';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import type { Banner } from '../../../core/api/contract';
import { useT } from '../../../core/i18n/i18n';
import { bannerGroupFor } from '../banner-groups';
import { homeActions, selectBannerGroup, type HomeState } from '../state';
import '../home.css';

const BANNER_WIDTH = 1920;
const BANNER_HEIGHT = 560;

function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <img
      className="banner-strip__image"
      src={banner.url}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      {...{ fetchpriority: eager ? "high" : "auto" }}
      decoding="async"
    />
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
  const to = banner.linkageType === 'PROMOTION' ? `/promoDetail?id=${encodeURIComponent(banner.linkage)}` : `/game?gameCode=${encodeURIComponent(banner.linkage)}`;
  return (
    <Link className="banner-strip__link" to={to} aria-label={label}>
      {children}
    </Link>
  );
}

/** The banner strip of the route's group; hidden when the group has no banners. */
export default function BannerStrip() {
  const t = useT();
  const { pathname } = useLocation();
  const group = bannerGroupFor(pathname);
  const dispatch = useDispatch();
  const groupState = useSelector((state: { home?: HomeState }) => (group ? selectBannerGroup(state, group) : undefined));
  const [active, setActive] = useState(0);

  useEffect(() => {
    setActive(0);
    if (group && !groupState) dispatch(homeActions.bannersRequested(group));
    // Only a change of group asks again; the group's state is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group, dispatch]);

  if (!group) return null;
  if (!groupState || groupState.status === 'loading') {
    return <div className="banner-strip banner-strip--loading" aria-hidden="true" />;
  }
  const banners = groupState.banners;
  if (banners.length === 0) return null;
  const current = banners[Math.min(active, banners.length - 1)];
  return (
    <section className="banner-strip" aria-roledescription="carousel" aria-label={t('core:banner.region')} data-group={group}>
      <div className="banner-strip__frame" aria-live="polite">
        <BannerLink banner={current}>
          <BannerImage banner={current} eager={active === 0} />
        </BannerLink>
      </div>
      {banners.length > 1 ? (
        <div className="banner-strip__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.bannerId}
              type="button"
              className="banner-strip__dot"
              aria-label={t('home:banner.show', { index: index + 1 })}
              aria-pressed={index === active}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
