import type { Banner } from '../../../core/api/contract';

/**
 * The carousel's dots before its chunk is in: the first one active, none interactive. They hold
 * the controls' width, so nothing moves when the real pagination takes their place.
 */
export function StillDots({ banners }: { banners: readonly Banner[] }) {
  return (
    <div className="banner-strip__dots" aria-hidden="true">
      {banners.map((banner, index) => (
        <span key={banner.bannerId} className={`banner-strip__dot${index === 0 ? ' banner-strip__dot--active' : ''}`} />
      ))}
    </div>
  );
}
