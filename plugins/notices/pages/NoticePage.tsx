import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import type { RootState } from '../../../core/store/core-state';
import { Pagination } from '../../../core/ui/Pagination';
import { useMediaQuery } from '../../../core/ui/use-media-query';
import type { Notice } from '../api';
import { provideSanitizer } from '../../../core/html/SafeHtml';
import { sanitizeHtml } from '../../../core/html/sanitize';
import { NoticeArticle } from '../components/NoticeArticle';
import { clampPage, formatNoticeTime, NOTICE_PAGE_SIZE, pageCountOf, pageItems, toggleSelection } from '../notice-list';
import { noticesActions, selectNoticesState, type NoticesState } from '../state';
import '../notice-board.css';

// The page opens on an announcement's HTML: the sanitiser comes in this page's files (the early
// entry preloads them with the page's first calls), not one download after the list has arrived.
provideSanitizer(sanitizeHtml);

/** Below this width the board is an accordion: the selected announcement opens under its title. */
const NARROW = '(max-width: 760px)';

const panelId = (notice: Notice) => `notice-panel-${notice.id}`;
const titleId = (notice: Notice) => `notice-title-${notice.id}`;

function TitleButton({ notice, expanded, onToggle }: { notice: Notice; expanded: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      id={titleId(notice)}
      className="notice-board__title"
      aria-expanded={expanded}
      aria-controls={expanded ? panelId(notice) : undefined}
      data-notice-id={notice.id}
      onClick={onToggle}
    >
      <span className="notice-board__name">{notice.title}</span>
      <span className="notice-board__meta">
        <span className={`notice-type notice-type--${notice.type}`}>{t(`notices:types.${notice.type}`)}</span>
        <time className="notice-board__time" dateTime={notice.time}>
          {formatNoticeTime(notice.time)}
        </time>
      </span>
      <span className="notice-board__chevron" aria-hidden="true" />
    </button>
  );
}

function BoardSkeleton() {
  const t = useT();
  return (
    <div className="notice-board" aria-busy="true" aria-label={t('notices:page.loading')} role="status">
      <ul className="notice-board__list">
        {Array.from({ length: NOTICE_PAGE_SIZE }, (_, index) => (
          <li key={index} className="notice-board__skeleton-row">
            <span className="skeleton notice-board__skeleton-type" />
            <span className="skeleton notice-board__skeleton-text" style={{ width: `${55 + ((index * 17) % 35)}%` }} />
          </li>
        ))}
      </ul>
      <div className="notice-board__panel notice-board__panel--skeleton">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--block" />
      </div>
    </div>
  );
}

/**
 * /noticePage (spec section 2, "Notice screen"): the notice list, 9 a page (the address keeps the
 * page: ?page=2), titles on the left and the selected one's HTML on the right; activating the
 * selected title again collapses it. Each page opens with its newest announcement selected. On a
 * narrow screen the same titles are an accordion.
 */
export default function NoticePage() {
  const t = useT();
  const dispatch = useDispatch();
  const { brand } = useEngine();
  const narrow = useMediaQuery(NARROW);
  const { status, notices, error } = useSelector((state: RootState) => selectNoticesState(state as { notices?: NoticesState }));
  const [params, setParams] = useSearchParams();
  const page = clampPage(Number(params.get('page') ?? '1'), notices.length);
  const items = pageItems(notices, page);
  // The selection belongs to a page: another page starts with its first announcement open.
  const [selection, setSelection] = useState<{ page: number; id: number | null } | null>(null);
  const selectedId = selection?.page === page ? selection.id : (items[0]?.id ?? null);
  const selected = items.find((notice) => notice.id === selectedId) ?? null;

  useEffect(() => {
    dispatch(noticesActions.listRequested());
  }, [dispatch]);

  const goToPage = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };
  const toggle = (notice: Notice) => setSelection({ page, id: toggleSelection(selectedId, notice.id) });

  return (
    <div className="notice-page container">
      {/* Core's page intro: the early entry paints these words first (firstScreenIntro). */}
      <header className="page-intro">
        <h1 className="page-intro__title">{t('notices:page.title')}</h1>
        <p className="page-intro__lead">{t('notices:page.lead', { brand: brand.name })}</p>
        {status === 'loaded' && notices.length > 0 ? (
          <p className="notice-page__count">{t('notices:page.count', { count: notices.length })}</p>
        ) : null}
      </header>

      {status === 'idle' || status === 'loading' ? <BoardSkeleton /> : null}

      {status === 'failed' ? (
        <div className="notice-board__state chunk-error" role="alert">
          <h2 className="chunk-error__title">{t('notices:page.failed')}</h2>
          <p className="chunk-error__text">{error}</p>
          <button type="button" className="btn btn--primary" onClick={() => dispatch(noticesActions.listRequested(true))}>
            {t('core:app.retry')}
          </button>
        </div>
      ) : null}

      {status === 'loaded' && notices.length === 0 ? (
        <div className="notice-board__state notice-board__empty">
          <h2 className="notice-board__empty-title">{t('notices:page.empty')}</h2>
          <p className="notice-board__empty-text">{t('notices:page.emptyHint')}</p>
        </div>
      ) : null}

      {status === 'loaded' && items.length > 0 ? (
        <>
          <div className={`notice-board${narrow ? ' notice-board--accordion' : ''}`}>
            <ul className="notice-board__list" aria-label={t('notices:page.list', { page })}>
              {items.map((notice) => {
                const expanded = notice.id === selectedId;
                return (
                  <li key={notice.id} className={`notice-board__item${expanded ? ' notice-board__item--selected' : ''}`}>
                    <TitleButton notice={notice} expanded={expanded} onToggle={() => toggle(notice)} />
                    {narrow && expanded ? (
                      <div className="notice-board__panel" id={panelId(notice)} role="region" aria-labelledby={titleId(notice)}>
                        <NoticeArticle notice={notice} headingLevel={2} />
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {narrow ? null : selected ? (
              <div className="notice-board__panel" id={panelId(selected)} role="region" aria-labelledby={titleId(selected)}>
                <NoticeArticle key={selected.id} notice={selected} headingLevel={2} />
              </div>
            ) : (
              <div className="notice-board__panel notice-board__panel--empty">
                <p>{t('notices:page.choose')}</p>
              </div>
            )}
          </div>
          <Pagination pageCount={pageCountOf(notices.length)} page={page} onChange={goToPage} label={t('notices:page.pagination')} />
        </>
      ) : null}
    </div>
  );
}
