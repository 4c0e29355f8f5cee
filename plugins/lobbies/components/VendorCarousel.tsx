import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { A11y, Navigation } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { carouselArrowKeys } from '../../../core/ui/carousel-keys';
import { usePrefersReducedMotion } from '../../../core/ui/reduced-motion';
import { useAutoplay } from '../../../core/ui/use-autoplay';
import { CdnImage } from '../../../core/media/CdnImage';
import { buildGameNav } from '../nav-rules';
import { selectGameMenus, selectGameMenusStatus } from '../state';
import 'swiper/css';
import '../vendor-carousel.css';

/** Spec section 9: the footer's vendor logo carousel shows 10 slides with a gap of 10. */
export const CAROUSEL_SLIDES = 10;
export const CAROUSEL_GAP = 10;
const AUTOPLAY_MS = 2500;
const LOBBY_TYPES: ReadonlySet<string> = new Set(['RNG', 'LIVE', 'FISH', 'PVP']);

interface CarouselVendor {
  vassalage: string;
  name: string;
  to: string;
}

/**
 * Logos out of the row's view take neither focus nor a tap (inert); they still slide in and out in
 * sight. Clipped, they were tab stops a keyboard user could not see, and a looped copy left of the
 * row lay under the previous-arrow to whoever measures boxes (Lighthouse's target-size audit failed
 * it on a phone). The logo that has the focus keeps it until the focus moves on (the row does not
 * autoplay meanwhile; an arrow key can move that logo out of view).
 */
function inertOutOfView(swiper: SwiperInstance): void {
  const focused = document.activeElement;
  for (const slide of swiper.slides) {
    slide.inert = !swiper.visibleSlides.includes(slide) && !(focused && slide.contains(focused));
  }
}

/**
 * The footer's vendor logos (spec section 2, "Footer"), from the game menus the header already
 * loaded: every vendor once, each logo a link to its lobby or games page. Swiper comes with this
 * chunk, which loads with the footer after the first paint. It autoplays unless the visitor asks
 * for reduced motion, pauses under the pointer and while focus is inside, and the arrow keys and
 * the previous/next buttons move it. The autoplay is one timer of ours (core/ui/use-autoplay.ts),
 * not Swiper's, whose animation-frame loop ran 60 times a second on every page with a footer.
 */
export default function VendorCarousel() {
  const t = useT();
  const { brand } = useEngine();
  const menus = useSelector(selectGameMenus);
  const status = useSelector(selectGameMenusStatus);
  const reducedMotion = usePrefersReducedMotion();
  const [focusInside, setFocusInside] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // The arrows are outside Swiper's element: it gets them as elements once they are mounted.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const vendors = useMemo<CarouselVendor[]>(() => {
    if (!menus) return [];
    const seen = new Set<string>();
    return buildGameNav(menus, brand.constants.esportsVendors).flatMap((category) =>
      category.cards.flatMap((card) => {
        if (seen.has(card.vassalage)) return [];
        seen.add(card.vassalage);
        const to = LOBBY_TYPES.has(category.type) ? `${category.to}?page=${encodeURIComponent(card.vassalage)}` : category.to;
        return [{ vassalage: card.vassalage, name: card.name, to }];
      }),
    );
  }, [menus, brand]);

  const loop = vendors.length > CAROUSEL_SLIDES * 2;
  const autoplay = useAutoplay(!!swiper && !reducedMotion && !focusInside && !pointerInside, AUTOPLAY_MS, () => {
    if (!swiper || swiper.destroyed) return;
    // Without loop, the row goes back to its start once its last logos are in view.
    if (!loop && swiper.isEnd) swiper.slideTo(0);
    else swiper.slideNext();
  });

  if (status === 'failed' || (menus && vendors.length === 0)) return null;
  return (
    <section className="vendor-carousel" aria-labelledby="vendor-carousel-title" data-vendor-count={vendors.length}>
      <h2 id="vendor-carousel-title" className="site-footer__heading">
        {t('lobbies:vendorCarousel.title')}
      </h2>
      {menus === null ? (
        <ul className="vendor-carousel__skeleton" aria-busy="true" aria-label={t('lobbies:vendorCarousel.loading')}>
          {Array.from({ length: CAROUSEL_SLIDES }, (_, index) => (
            <li key={index} className="skeleton vendor-carousel__logo-skeleton" />
          ))}
        </ul>
      ) : (
        <div
          className="vendor-carousel__frame"
          onKeyDown={carouselArrowKeys(() => swiper)}
          onFocus={() => setFocusInside(true)}
          onMouseEnter={() => setPointerInside(true)}
          onMouseLeave={() => setPointerInside(false)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
          }}
        >
          <Swiper
            className="vendor-carousel__swiper"
            modules={[A11y, Navigation]}
            slidesPerView={4}
            spaceBetween={CAROUSEL_GAP}
            breakpoints={{ 640: { slidesPerView: 6 }, 1024: { slidesPerView: CAROUSEL_SLIDES } }}
            loop={loop}
            // Swiper then knows which slides are in view after each move (inertOutOfView).
            watchSlidesProgress
            onProgress={inertOutOfView}
            onAfterInit={inertOutOfView}
            speed={reducedMotion ? 0 : 500}
            onSwiper={setSwiper}
            // A move the visitor makes (arrows, swipe) gives the row its full delay again.
            onSlideChangeTransitionEnd={() => autoplay.restart()}
            navigation={{ prevEl, nextEl }}
            a11y={{
              prevSlideMessage: t('lobbies:vendorCarousel.previous'),
              nextSlideMessage: t('lobbies:vendorCarousel.next'),
              // Swiper fills its own {{index}} and {{slidesLength}}: hand them through i18next untouched.
              slideLabelMessage: t('lobbies:vendorCarousel.slide', { index: '{{index}}', slidesLength: '{{slidesLength}}' }),
              containerRoleDescriptionMessage: t('lobbies:vendorCarousel.roleDescription'),
            }}
          >
            {vendors.map((vendor) => (
              <SwiperSlide key={vendor.vassalage} className="vendor-carousel__slide" data-vendor={vendor.vassalage}>
                <Link to={vendor.to} className="vendor-carousel__link" aria-label={vendor.name} title={vendor.name}>
                  <CdnImage path={`vendors/${vendor.vassalage}.jpg`} alt="" width={108} height={54} className="vendor-carousel__logo" />
                </Link>
              </SwiperSlide>
            ))}
          </Swiper>
          <button
            ref={setPrevEl}
            type="button"
            className="vendor-carousel__arrow vendor-carousel__prev"
            aria-label={t('lobbies:vendorCarousel.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            ref={setNextEl}
            type="button"
            className="vendor-carousel__arrow vendor-carousel__next"
            aria-label={t('lobbies:vendorCarousel.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
