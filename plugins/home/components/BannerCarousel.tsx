import { useCallback, useEffect, useRef, useState } from 'react';
import type { Banner } from '../../../core/api/contract';
import { useT } from '../../../core/i18n/i18n';
import { carouselArrowKeys } from '../../../core/ui/carousel-keys';
import { prefersReducedMotion } from '../../../core/ui/reduced-motion';
import { useAutoplay } from '../../../core/ui/use-autoplay';
import { BannerSlide } from './BannerSlide';

/** Spec sections 4 and 9: a new banner every 5000 ms, and interaction does not stop the autoplay. */
export const BANNER_AUTOPLAY_DELAY_MS = 5000;

/** Browsers without `scrollend` (Safari before 26): a scroll is over once no scroll event came for this long. */
const SCROLL_QUIET_MS = 120;

export interface BannerCarouselProps {
  banners: readonly Banner[];
  onActiveChange: (index: number) => void;
}

/**
 * The carousel of a group with more than one banner: a row of full-width slides in a CSS
 * scroll-snap scroller, so the browser does the sliding, the swiping and the snapping on its
 * compositor. It replaced Swiper here (docs/heavy-packages.md): starting Swiper measured the page
 * in one long task, and its autoplay ran an animation-frame loop for as long as the page was open.
 *
 * It mounts in place of the static first banner once the page has loaded, showing that same banner
 * first, so the switch moves nothing. Autoplay moves on every 5000 ms, counted from the end of the
 * last move, whoever made it; swipes, dots and arrow keys do not stop it (spec section 4). The
 * pause button is ours: anyone who needs the banner to hold still can stop it (WCAG 2.2.2).
 * `data-index` on the scroller is the banner shown or being moved to, set in the same task as the
 * move, and `data-moving` marks a move under way until it comes to rest (tests time the autoplay
 * on both).
 */
export default function BannerCarousel({ banners, onActiveChange }: BannerCarouselProps) {
  const t = useT();
  const count = banners.length;
  const track = useRef<HTMLDivElement>(null);
  // The scroller's width, kept by a ResizeObserver: a move never has to lay the page out to know it.
  const slideWidth = useRef(0);
  const activeIndex = useRef(0);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);

  const markActive = useCallback(
    (index: number) => {
      activeIndex.current = index;
      if (track.current) track.current.dataset.index = String(index);
      setActive(index);
      onActiveChange(index);
    },
    [onActiveChange],
  );

  /** Shows banner `index`; past either end it goes round (the last banner's next is the first). */
  const show = useCallback(
    (index: number) => {
      const element = track.current;
      if (!element) return;
      const target = (index + count) % count;
      markActive(target);
      const left = target * (slideWidth.current || element.clientWidth);
      if (Math.abs(element.scrollLeft - left) < 1) return;
      element.dataset.moving = 'true';
      element.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [count, markActive],
  );

  const autoplay = useAutoplay(playing, BANNER_AUTOPLAY_DELAY_MS, () => show(activeIndex.current + 1));

  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    const resizes = new ResizeObserver(([entry]) => {
      slideWidth.current = entry.contentRect.width;
    });
    resizes.observe(element);
    // A move is over (a swipe, a dot, a key or the autoplay): the banner in view is the active one,
    // and it gets its full 5 s from now.
    const settled = () => {
      delete element.dataset.moving;
      const width = slideWidth.current;
      const index = width > 0 ? Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / width))) : activeIndex.current;
      if (index !== activeIndex.current) markActive(index);
      autoplay.restart();
    };
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const scrolled = () => {
      clearTimeout(quiet);
      quiet = setTimeout(settled, SCROLL_QUIET_MS);
    };
    const hasScrollEnd = 'onscrollend' in window;
    element.addEventListener(hasScrollEnd ? 'scrollend' : 'scroll', hasScrollEnd ? settled : scrolled, { passive: true });
    return () => {
      resizes.disconnect();
      clearTimeout(quiet);
      element.removeEventListener(hasScrollEnd ? 'scrollend' : 'scroll', hasScrollEnd ? settled : scrolled);
    };
  }, [count, markActive, autoplay]);

  /** A move the visitor asks for: the new banner gets its full 5 s, counted again once it is in view. */
  const showChosen = (index: number) => {
    autoplay.restart();
    show(index);
  };
  const arrowKeys = carouselArrowKeys(() => ({
    slidePrev: () => showChosen(activeIndex.current - 1),
    slideNext: () => showChosen(activeIndex.current + 1),
  }));

  return (
    <>
      <div className="banner-strip__controls" onKeyDown={arrowKeys}>
        <div className="banner-strip__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.bannerId}
              type="button"
              className={`banner-strip__dot${index === active ? ' banner-strip__dot--active' : ''}`}
              aria-label={t('home:banner.show', { index: index + 1 })}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => showChosen(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className={`banner-strip__pause${playing ? '' : ' banner-strip__pause--paused'}`}
          aria-label={playing ? t('home:banner.pause') : t('home:banner.play')}
          onClick={() => setPlaying(!playing)}
        />
      </div>
      <div
        ref={track}
        className="banner-strip__frame banner-carousel"
        data-index={0}
        onKeyDown={arrowKeys}
        // While it holds still, a move the visitor makes is announced; while it plays, none is.
        aria-live={playing ? 'off' : 'polite'}
      >
        {banners.map((banner, index) => (
          <div
            key={banner.bannerId}
            className="banner-carousel__slide"
            role="group"
            aria-roledescription={t('home:banner.slide')}
            aria-label={t('home:banner.slideLabel', { index: index + 1, total: count })}
            aria-hidden={index === active ? undefined : true}
            // Banners out of view take no focus and no clicks until they are shown.
            {...(index === active ? {} : { inert: '' })}
          >
            <BannerSlide banner={banner} first={index === 0} />
          </div>
        ))}
      </div>
    </>
  );
}
