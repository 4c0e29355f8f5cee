import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n';
import { Modal } from '../../../core/modal/Modal';
import type { RootState } from '../../../core/store/core-state';
import { NoticeArticle } from '../components/NoticeArticle';
import type { NoticeModalProps } from '../modal-ids';
import { clampIndex, formatNoticeTime } from '../notice-list';
import { noticesActions, selectNoticesState, type NoticesState } from '../state';
import '../notice-board.css';

interface Props {
  modalId: string;
  props: Record<string, unknown>;
  close: () => void;
}

/**
 * The notice modal (spec section 2): every announcement's title and time on the left, the selected
 * one's sanitised HTML on the right, opened at the index it was given (the marquee's title).
 */
export default function NoticeModal({ props, close }: Props) {
  const t = useT();
  const dispatch = useDispatch();
  const { status, notices, error } = useSelector((state: RootState) => selectNoticesState(state as { notices?: NoticesState }));
  const { index: requestedIndex = 0, id: requestedId } = props as Partial<NoticeModalProps>;
  // The selection is kept by id: a refreshed list (the modal asks for it on opening) neither
  // moves it to another announcement nor undoes the reader's own pick.
  const [pickedId, setPickedId] = useState<number | undefined>(requestedId);
  const pickedIndex = pickedId === undefined ? -1 : notices.findIndex((notice) => notice.id === pickedId);
  const selected = pickedIndex >= 0 ? pickedIndex : clampIndex(Number(requestedIndex), notices.length);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    dispatch(noticesActions.listRequested());
  }, [dispatch]);

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [selected, status]);

  const current = notices[selected];
  return (
    <Modal title={t('notices:modal.title')} onClose={close} size="large" className="notice-modal">
      {status === 'failed' ? (
        <div className="chunk-error chunk-error--compact" role="alert">
          <p className="chunk-error__text">{error ?? t('notices:failed')}</p>
          <button type="button" className="btn btn--primary" onClick={() => dispatch(noticesActions.listRequested(true))}>
            {t('core:app.retry')}
          </button>
        </div>
      ) : null}
      {status === 'idle' || status === 'loading' ? (
        <p className="notice-modal__loading" role="status">
          {t('notices:modal.loading')}
        </p>
      ) : null}
      {status === 'loaded' && notices.length === 0 ? <p className="notice-board__empty-text">{t('notices:page.empty')}</p> : null}
      {status === 'loaded' && current ? (
        <div className="notice-reader">
          <ul ref={listRef} className="notice-reader__list" aria-label={t('notices:modal.list')}>
            {notices.map((notice, index) => (
              <li key={notice.id}>
                <button
                  type="button"
                  className="notice-reader__item"
                  aria-current={index === selected ? 'true' : undefined}
                  aria-controls="notice-modal-article"
                  data-autofocus={index === selected ? true : undefined}
                  onClick={() => setPickedId(notice.id)}
                >
                  <span className="notice-reader__item-title">{notice.title}</span>
                  <time className="notice-reader__item-time" dateTime={notice.time}>
                    {formatNoticeTime(notice.time)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
          <div className="notice-reader__panel">
            <NoticeArticle key={current.id} notice={current} headingLevel={3} id="notice-modal-article" />
            <Link to="/noticePage" className="notice-reader__all" onClick={close}>
              {t('notices:modal.all')}
            </Link>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
