import { useEffect, useRef, useState } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import type { Banner } from '../../../core/api/contract';
import { useT } from '../../../core/i18n/i18n';
import { afterNextFrame } from '../../../core/ui/after-load';
import { carouselArrowKeys } from '../../../core/ui/carousel-keys';
import { BannerSlide } from './BannerSlide';
import { StillDots } from './StillDots';

/** Spec sections 4 and 9: a new banner every 5000 ms, and interaction does not stop the autoplay. */
export const BANNER_AUTOPLAY_DELAY_MS = 5000;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface BannerCarouselProps {
  banners: readonly Banner[];
  onActiveChange: (index: number) => void;
}

/**
 * The carousel of a group with more than one banner (swiper, in its own chunk). It mounts in place
 * of the static first banner once the page has loaded, showing that same banner first, so the
 * switch moves nothing. The pause button is ours: autoplay goes on after swipes and clicks as the
 * spec says, but anyone who needs the banner to hold still can stop it (WCAG 2.2.2).
 */
export default function BannerCarousel({ banners, onActiveChange }: BannerCarouselProps) {
  const t = useT();
  // Swiper takes its pagination element when it starts: the element is rendered first, and the
  // carousel once the element is there (a callback ref re-renders before anything paints).
  const [pagination, setPagination] = useState<HTMLDivElement | null>(null);
  // Swiper measures the page as it starts (widths, computed styles). Started in the commit that
  // brings this chunk in, it laid out the whole freshly changed page in one long task (55 ms on
  // a desktop CPU); a frame later the page is laid out and only the carousel is new to measure.
  const [framePainted, setFramePainted] = useState(false);
  useEffect(() => {
    let live = true;
    afterNextFrame(() => live && setFramePainted(true));
    return () => {
      live = false;
    };
  }, []);
  const swiper = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  const togglePlaying = () => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  };
  return (
    <>
      <div className="banner-strip__controls" onKeyDown={carouselArrowKeys(() => swiper.current)}>
        {framePainted ? null : <StillDots banners={banners} />}
        <div ref={setPagination} className="banner-strip__dots" hidden={!framePainted} />
        <button
          type="button"
          className={`banner-strip__pause${playing ? '' : ' banner-strip__pause--paused'}`}
          aria-label={playing ? t('home:banner.pause') : t('home:banner.play')}
          onClick={togglePlaying}
        />
      </div>
      {pagination && framePainted ? (
        <Swiper
          className="banner-strip__frame banner-carousel"
          modules={[A11y, Autoplay, Pagination]}
          rewind
          speed={prefersReducedMotion() ? 0 : 600}
          autoplay={{ delay: BANNER_AUTOPLAY_DELAY_MS, disableOnInteraction: false }}
          onKeyDown={carouselArrowKeys(() => swiper.current)}
          pagination={{
            el: pagination,
            clickable: true,
            bulletElement: 'button',
            bulletClass: 'banner-strip__dot',
            bulletActiveClass: 'banner-strip__dot--active',
          }}
          a11y={{
            // Swiper fills {{index}} in; i18next is told to leave the placeholders alone.
            paginationBulletMessage: t('home:banner.show', { index: '{{index}}', interpolation: { escapeValue: false } }),
            slideLabelMessage: t('home:banner.slideLabel', {
              index: '{{index}}',
              total: '{{slidesLength}}',
              interpolation: { escapeValue: false },
            }),
            containerRoleDescriptionMessage: null,
            itemRoleDescriptionMessage: t('home:banner.slide'),
          }}
          onSwiper={(instance) => {
            swiper.current = instance;
          }}
          onSlideChange={(instance) => onActiveChange(instance.realIndex)}
        >
          {banners.map((banner, index) => (
            <SwiperSlide key={banner.bannerId}>
              <BannerSlide banner={banner} first={index === 0} />
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        // The first banner holds the place until the carousel starts.
        <div className="banner-strip__frame">
          <BannerSlide banner={banners[0]} first />
        </div>
      )}
    </>
  );
}
