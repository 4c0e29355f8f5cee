import { useEffect, useState, type ComponentType } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n';
import { usePageLoaded } from '../../../core/ui/use-page-loaded';
import { bannerGroupFor } from '../banner-groups';
import { homeActions, selectBannerGroup, type HomeState } from '../state';
import type { BannerCarouselProps } from './BannerCarousel';
import { BannerSlide } from './BannerSlide';
import { StillDots } from './StillDots';
import '../home.css';

const loadCarousel = () => import('./BannerCarousel');

/**
 * The carousel component once its chunk is in. A failed load keeps the still first banner (the
 * page stays whole; only the rotation is missing) and is tried again on the next page.
 */
function useCarousel(wanted: boolean): ComponentType<BannerCarouselProps> | null {
  const [carousel, setCarousel] = useState<{ Component: ComponentType<BannerCarouselProps> } | null>(null);
  useEffect(() => {
    if (!wanted || carousel) return undefined;
    let live = true;
    loadCarousel().then(
      (module) => live && setCarousel({ Component: module.default }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, carousel]);
  return carousel?.Component ?? null;
}

/**
 * The banner strip of the route's group; hidden when the group has no banners (spec section 2).
 * The first banner is plain markup, the page's largest paint, with no carousel code in its way.
 * With more than one banner the scroll-snap carousel (autoplay, clickable pagination) takes its place
 * once the page has loaded; one banner stays still, with no pagination (spec section 4).
 */
export default function BannerStrip() {
  const t = useT();
  const { pathname } = useLocation();
  const group = bannerGroupFor(pathname);
  const dispatch = useDispatch();
  const groupState = useSelector((state: { home?: HomeState }) => (group ? selectBannerGroup(state, group) : undefined));
  const pageLoaded = usePageLoaded();
  const [active, setActive] = useState(0);
  const banners = groupState?.status === 'loaded' ? groupState.banners : [];
  const carousel = banners.length > 1;
  const Carousel = useCarousel(carousel && pageLoaded);

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
  if (banners.length === 0) return null;
  const still = (
    <>
      <div className="banner-strip__frame">
        <BannerSlide banner={banners[0]} first />
      </div>
      {carousel ? (
        // Holds the carousel's pagination room until it mounts; not interactive yet.
        <div className="banner-strip__controls" aria-hidden="true">
          <StillDots banners={banners} />
          <span className="banner-strip__pause" />
        </div>
      ) : null}
    </>
  );
  return (
    <section
      className="banner-strip"
      aria-roledescription={carousel ? 'carousel' : undefined}
      aria-label={t('core:banner.region')}
      data-group={group}
      data-banners={banners.length}
      data-active={active}
    >
      {carousel && Carousel ? <Carousel key={group} banners={banners} onActiveChange={setActive} /> : still}
    </section>
  );
}
