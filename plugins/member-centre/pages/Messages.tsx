import { useId, useState } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { messagesApi, type Message } from '../api';
import { MailIcon } from '../components/Icons';
import { CardSkeleton, LoadFailed } from '../../shared/centre/LoadState';
import { Notice } from '../components/Notice';
import { PageHeader } from '../../shared/centre/PageHeader';
import { inboxCountsChanged } from '../inbox-counts';
import type { PageProps } from '../pages';

const PAGE_SIZE = 8;
type Filter = 'ALL' | 'UNREAD';
const FILTERS: Filter[] = ['ALL', 'UNREAD'];

/** A plain-text body as paragraphs (split by blank lines); never rendered as HTML. */
function MessageBody({ body }: { body: string }) {
  return (
    <div className="mc-message__body">
      {body.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * messageV2, "platform information": the member's inbox, all or only unread, newest first. Opening
 * a message reads it (the header's badge and the menu's count drop at once); a message can be
 * deleted, and every unread one marked read in one go.
 */
export default function Messages(_: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const headingId = useId();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [openId, setOpenId] = useState<number | null>(null);
  // Read here since the list came: shown as read without asking for the page again (an unread
  // filter keeps the message in view until the member moves on).
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inbox = useRemote(`messages:${filter}:${page}:${reload}`, () =>
    messagesApi.list(api, { status: filter, pageNo: page, pageSize: PAGE_SIZE }),
  );
  const value = inbox.data;
  const isRead = (message: Message) => message.read || readHere.has(message.id);
  const unreadCount = value
    ? Math.max(0, value.unreadCount - value.list.filter((message) => !message.read && readHere.has(message.id)).length)
    : 0;

  const refresh = (nextPage = page) => {
    setReadHere(new Set());
    setOpenId(null);
    setPage(nextPage);
    setReload((n) => n + 1);
  };

  const toggle = (message: Message) => {
    if (openId === message.id) {
      setOpenId(null);
      return;
    }
    setOpenId(message.id);
    setProblem(null);
    if (isRead(message)) return;
    setReadHere(new Set(readHere).add(message.id));
    messagesApi.read(api, message.id).then(
      (result) => inboxCountsChanged({ unreadMessage: result.unreadCount }),
      (error: unknown) => {
        setReadHere((previous) => {
          const next = new Set(previous);
          next.delete(message.id);
          return next;
        });
        setProblem(errorText(error));
      },
    );
  };

  const readAll = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await messagesApi.readAll(api);
      inboxCountsChanged({ unreadMessage: result.unreadCount });
      refresh(1);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (message: Message) => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await messagesApi.remove(api, message.id);
      inboxCountsChanged({ unreadMessage: result.unreadCount });
      // The last one of a later page: go back a page.
      refresh(value && value.list.length === 1 && page > 1 ? page - 1 : page);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mc-page">
      <PageHeader
        title={t('member-centre:messages.title')}
        titleId={headingId}
        lead={value ? t('member-centre:messages.unreadLead', { count: unreadCount }) : t('member-centre:messages.lead')}
        action={
          <button
            type="button"
            className="btn btn--secondary"
            disabled={busy || !value || unreadCount === 0}
            onClick={() => void readAll()}
          >
            {t('member-centre:messages.readAll')}
          </button>
        }
      />
      <div className="mc-range__presets" role="group" aria-label={t('member-centre:messages.filter')}>
        {FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            className={`mc-preset${key === filter ? ' mc-preset--chosen' : ''}`}
            aria-pressed={key === filter}
            onClick={() => {
              setFilter(key);
              refresh(1);
            }}
          >
            {t(`member-centre:messages.filters.${key}`)}
          </button>
        ))}
      </div>
      {problem ? <Notice kind="error">{problem}</Notice> : null}
      {inbox.status === 'failed' ? (
        <LoadFailed error={inbox.error} retry={inbox.retry} />
      ) : !value ? (
        <CardSkeleton rows={4} />
      ) : value.list.length === 0 ? (
        <p className="mc-card mc-empty">{t(filter === 'UNREAD' ? 'member-centre:messages.noUnread' : 'member-centre:messages.empty')}</p>
      ) : (
        <section className="mc-card mc-inbox" aria-labelledby={headingId}>
          <ul className="mc-inbox__list">
            {value.list.map((message) => {
              const read = isRead(message);
              const expanded = openId === message.id;
              const bodyId = `${headingId}-m${message.id}`;
              return (
                <li
                  key={message.id}
                  className={`mc-message${read ? '' : ' mc-message--unread'}${expanded ? ' mc-message--open' : ''}`}
                  data-message-id={message.id}
                >
                  <button
                    type="button"
                    className="mc-message__head"
                    aria-expanded={expanded}
                    aria-controls={bodyId}
                    onClick={() => toggle(message)}
                  >
                    <span className="mc-message__icon">
                      <MailIcon open={read} />
                    </span>
                    <span className="mc-message__summary">
                      <span className="mc-message__title">
                        {read ? null : <span className="visually-hidden">{t('member-centre:messages.unreadMark')} </span>}
                        {message.title}
                      </span>
                      <span className="mc-message__meta">
                        <span className={`mc-message__category mc-message__category--${message.category.toLowerCase()}`}>
                          {t(`member-centre:messages.categories.${message.category}`)}
                        </span>
                        <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
                      </span>
                    </span>
                    {read ? null : <span className="mc-message__dot" aria-hidden="true" />}
                  </button>
                  <div id={bodyId} className="mc-message__panel" hidden={!expanded}>
                    {expanded ? (
                      <>
                        <MessageBody body={message.body} />
                        <button
                          type="button"
                          className="btn btn--ghost mc-message__delete"
                          disabled={busy}
                          onClick={() => void remove(message)}
                        >
                          {t('member-centre:messages.delete')}
                        </button>
                      </>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          <Pagination
            page={page}
            pageCount={value.totalPages}
            onChange={(next) => refresh(next)}
            label={t('member-centre:messages.pages')}
          />
        </section>
      )}
    </div>
  );
}
