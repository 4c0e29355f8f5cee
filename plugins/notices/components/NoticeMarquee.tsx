import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n';
import { coreActions, type RootState } from '../../../core/store/core-state';
import { NOTICE_MODAL_ID, type NoticeModalProps } from '../modal-ids';
import { selectNoticesState, type NoticesState } from '../state';
import { MegaphoneIcon } from './MegaphoneIcon';
import '../notices.css';

/** Scroll speed of the titles: slow enough to read at a glance. */
const PIXELS_PER_SECOND = 55;

/**
 * The header's marquee of announcement titles (spec section 2): a title opens the notice modal at
 * its index. The strip scrolls (two copies of the list, moved by half its width, so it loops
 * without a seam), pauses under the pointer, while a title has the keyboard focus and with the
 * pause button; with reduced motion it stands still and scrolls by hand.
 */
export default function NoticeMarquee() {
  const t = useT();
  const dispatch = useDispatch();
  const { status, notices } = useSelector((state: RootState) => selectNoticesState(state as { notices?: NoticesState }));
  const [paused, setPaused] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [duration, setDuration] = useState(30);

  // The time one copy of the list takes to pass follows its width, so long and short lists move alike.
  // Measured by the observer, which reports once laid out (on observe too): reading the width here
  // would force a layout of the whole page in the commit that mounts the strip, one long task.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const measure = () => setDuration(Math.max(8, list.scrollWidth / PIXELS_PER_SECOND));
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [notices]);

  // A title that had the focus was scrolled into view; the strip starts again from the beginning.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    const onFocusOut = (event: FocusEvent) => {
      if (!viewport.contains(event.relatedTarget as Node | null)) viewport.scrollLeft = 0;
    };
    viewport.addEventListener('focusout', onFocusOut);
    return () => viewport.removeEventListener('focusout', onFocusOut);
  }, []);

  const open = (index: number) =>
    dispatch(coreActions.modalOpened(NOTICE_MODAL_ID, { index, id: notices[index]?.id } satisfies NoticeModalProps));
  const ready = status === 'loaded' && notices.length > 0;

  const titles = (copy: 'first' | 'second') => (
    <ul ref={copy === 'first' ? listRef : undefined} className="notice-marquee__list" aria-hidden={copy === 'second' ? true : undefined}>
      {notices.map((notice, index) => (
        <li key={notice.id} className="notice-marquee__item">
          <button
            type="button"
            className="notice-marquee__title"
            data-notice-index={index}
            // The second copy is the loop's tail: the mouse may use it, the keyboard and screen readers use the first.
            tabIndex={copy === 'second' ? -1 : undefined}
            onClick={() => open(index)}
          >
            {notice.title}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <div className={`notice-marquee${paused ? ' notice-marquee--paused' : ''}`} role="region" aria-label={t('notices:marquee.label')}>
      <Link to="/noticePage" className="notice-marquee__icon" aria-label={t('notices:marquee.all')} title={t('notices:marquee.all')}>
        <MegaphoneIcon />
      </Link>
      <div ref={viewportRef} className="notice-marquee__viewport">
        {ready ? (
          <div className="notice-marquee__track" style={{ animationDuration: `${duration}s` } as CSSProperties}>
            {titles('first')}
            {titles('second')}
          </div>
        ) : null}
      </div>
      {ready ? (
        <button
          type="button"
          className="notice-marquee__toggle"
          // One name with a pressed state: "pause" pressed means paused.
          aria-pressed={paused}
          aria-label={t('notices:marquee.pause')}
          title={t(paused ? 'notices:marquee.play' : 'notices:marquee.pause')}
          onClick={() => setPaused((value) => !value)}
        >
          <span aria-hidden="true" className={paused ? 'notice-marquee__glyph-play' : 'notice-marquee__glyph-pause'} />
        </button>
      ) : (
        <span className="notice-marquee__toggle" aria-hidden="true" />
      )}
    </div>
  );
}
