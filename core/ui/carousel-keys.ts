import type { KeyboardEvent } from 'react';

interface Slides {
  slidePrev(): unknown;
  slideNext(): unknown;
}

/**
 * Left and right arrows move a carousel while the focus is inside it. Swiper's own keyboard module
 * listens on the whole document, so it would also take the arrows meant for tabs, the pagination
 * widget or a text field elsewhere on the page.
 */
export function carouselArrowKeys(slides: () => Slides | null | undefined) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const target = slides();
    if (!target) return;
    event.preventDefault();
    if (event.key === 'ArrowLeft') target.slidePrev();
    else target.slideNext();
  };
}
