import { useState } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import { agentApi } from '../api';
import type { PageProps } from '../pages';

const PAGE_SIZE = 5;

/** agentAnnouncement: the operator's notices for agents, pinned first, as plain text. */
export default function Announcements(_: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const [page, setPage] = useState(1);
  const list = useRemote(`agent-announcements:${page}`, () => agentApi.announcements(api, { pageNo: page, pageSize: PAGE_SIZE }));
  return (
    <div className="mc-page">
      <PageHeader title={t('agent-centre:announcements.title')} lead={t('agent-centre:announcements.lead')} />
      <RemoteView remote={list} isEmpty={(value) => value.list.length === 0} empty={t('agent-centre:announcements.empty')}>
        {(value) => (
          <>
            <ul className="ac-notices">
              {value.list.map((notice) => (
                <li key={notice.id} className="mc-card ac-notice">
                  <div className="mc-card__head">
                    <h3 className="mc-card__title">{notice.title}</h3>
                    {notice.pinned ? <span className="mc-status mc-status--wait">{t('agent-centre:announcements.pinned')}</span> : null}
                  </div>
                  <time className="ac-notice__time" dateTime={notice.createdAt}>
                    {formatDateTime(notice.createdAt)}
                  </time>
                  <p className="ac-notice__text">{notice.content}</p>
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={value.totalPages} onChange={setPage} />
          </>
        )}
      </RemoteView>
    </div>
  );
}
