import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n';
import { SafeHtml } from '../../../core/html/SafeHtml';
import { topicId, type HelpItem } from '../api';
import { useHelpCenter } from '../use-help-center';
import '../help.css';

/** How long the centre waits for the topics' sanitised HTML before it scrolls anyway. */
const SETTLE_LIMIT_MS = 2500;

export interface HelpCentreProps {
  /** The topic to bring into view, highlight and focus (the /help#{tag} hash, or the modal's tag). */
  activeTag: string | null;
  /**
   * 'page': the topic list links are `#tag` hashes the router follows (ids are the tags, so
   * /help#{tag} works as a deep link). 'modal': ids are prefixed (the page may be behind it) and the
   * list scrolls inside the dialog.
   */
  variant: 'page' | 'modal';
  /** Called when the reader picks a topic in the modal's list. */
  onPick?: (tag: string) => void;
  /** The level of the topic headings under the surrounding title. */
  headingLevel?: 2 | 3;
  /** Changes when the same topic is asked for again (the location key): it is brought back into view. */
  scrollKey?: string;
}

/**
 * The help component of spec section 2: the topic list and every topic's title and sanitised HTML
 * content (the one sanitiser path, SafeHtml). The active topic is scrolled into view once the
 * content above it has rendered (so nothing pushes it away afterwards), highlighted and focused
 * for keyboard and screen-reader users.
 */
export function HelpCentre({ activeTag, variant, onPick, headingLevel = 2, scrollKey }: HelpCentreProps) {
  const t = useT();
  const [state, retry] = useHelpCenter();
  const rootRef = useRef<HTMLDivElement>(null);
  // Prefixed, so an operator's tag ("main", "root") can never repeat an id of the shell.
  const idOf = useCallback((tag: string) => (variant === 'modal' ? `help-modal-${tag}` : topicId(tag)), [variant]);
  const ready = state.status === 'ready';

  // The topics' HTML arrives a moment after them (the sanitiser is its own chunk). Until every
  // topic has its content the centre stays hidden behind the skeleton, so nothing on screen moves
  // when the texts fill in, and a deep-linked topic is scrolled to where it will stay. On a slow
  // line the centre shows itself after SETTLE_LIMIT_MS anyway; the content landing later pushes
  // the topic down, so it is brought back into view then, unless the reader has moved meanwhile.
  const [settled, setSettled] = useState(false);
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    const root = rootRef.current;
    if (!ready || !root) return undefined;
    const check = () => {
      if (root.querySelector('.help-topic__content[aria-busy="true"]')) return false;
      setSettled(true);
      setComplete(true);
      return true;
    };
    if (check()) return undefined;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    const limit = window.setTimeout(() => setSettled(true), SETTLE_LIMIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(limit);
    };
  }, [ready]);

  const bringIntoView = useCallback(() => {
    if (!activeTag) return;
    const target = rootRef.current?.ownerDocument.getElementById(idOf(activeTag));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [activeTag, idOf]);

  // scrollKey: the same topic asked for again (the same link clicked twice).
  useEffect(() => {
    if (settled) bringIntoView();
  }, [settled, bringIntoView, scrollKey]);

  // Shown before its content: a wheel, touch or key from the reader since then means they have
  // gone somewhere of their own, and the late content must not pull them back.
  const readerMoved = useRef(false);
  useEffect(() => {
    if (!settled || complete) return undefined;
    readerMoved.current = false;
    const moved = () => {
      readerMoved.current = true;
    };
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const name of events) window.addEventListener(name, moved, { passive: true, capture: true });
    return () => {
      for (const name of events) window.removeEventListener(name, moved, { capture: true });
    };
  }, [settled, complete]);
  const shownEarly = useRef(false);
  if (settled && !complete) shownEarly.current = true;
  useEffect(() => {
    if (complete && shownEarly.current && !readerMoved.current) bringIntoView();
  }, [complete, bringIntoView]);

  const skeleton = (
    <div className="help-centre help-centre--loading" aria-busy="true" aria-label={t('help:loading')}>
      <div className="help-centre__nav">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <div key={index} className="skeleton help-centre__nav-skeleton" />
        ))}
      </div>
      <div className="help-centre__topics">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--block" />
        <div className="skeleton skeleton--block" />
      </div>
    </div>
  );

  if (state.status === 'loading') return <div className={`help-centre-frame help-centre-frame--${variant}`}>{skeleton}</div>;
  if (state.status === 'failed') {
    return (
      <div className="chunk-error chunk-error--compact" role="alert">
        <h2 className="chunk-error__title">{t('help:failed')}</h2>
        <p className="chunk-error__text">{state.message}</p>
        <button type="button" className="btn btn--primary" onClick={retry}>
          {t('core:app.retry')}
        </button>
      </div>
    );
  }
  const { items } = state.help;
  if (items.length === 0) return <p className="help-centre__empty">{t('help:empty')}</p>;

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`help-centre-frame help-centre-frame--${variant}`}>
      {settled ? null : <div className="help-centre-frame__cover">{skeleton}</div>}
      <div className={`help-centre help-centre--${variant}${settled ? '' : ' help-centre--settling'}`} ref={rootRef}>
        <nav className="help-centre__nav" aria-label={t('help:topics')}>
          <ol className="help-centre__nav-list">
            {items.map((item) => (
              <li key={item.tag}>
                <TopicLink item={item} active={item.tag === activeTag} variant={variant} onPick={onPick} />
              </li>
            ))}
          </ol>
        </nav>
        <div className="help-centre__topics">
          {items.map((item) => (
            <section
              key={item.tag}
              id={idOf(item.tag)}
              className={`help-topic${item.tag === activeTag ? ' help-topic--active' : ''}`}
              aria-labelledby={`${idOf(item.tag)}-title`}
              data-tag={item.tag}
              tabIndex={-1}
            >
              <Heading id={`${idOf(item.tag)}-title`} className="help-topic__title">
                {item.title}
              </Heading>
              {item.summary ? <p className="help-topic__summary">{item.summary}</p> : null}
              <SafeHtml html={item.content} className="help-topic__content rich-text" />
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

function TopicLink({
  item,
  active,
  variant,
  onPick,
}: {
  item: HelpItem;
  active: boolean;
  variant: HelpCentreProps['variant'];
  onPick?: (tag: string) => void;
}) {
  const className = `help-centre__nav-link${active ? ' help-centre__nav-link--active' : ''}`;
  if (variant === 'page') {
    // A hash change through the router: the shell's scroll manager and this centre both follow it.
    return (
      <Link to={{ hash: `#${item.tag}` }} className={className} aria-current={active ? 'location' : undefined}>
        {item.title}
      </Link>
    );
  }
  return (
    <a
      href={`#help-modal-${item.tag}`}
      className={className}
      aria-current={active ? 'location' : undefined}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onPick?.(item.tag);
      }}
    >
      {item.title}
    </a>
  );
}
