import { SafeHtml } from '../../../core/html/SafeHtml';
import { useT } from '../../../core/i18n/i18n';
import type { Notice } from '../api';
import { formatNoticeTime } from '../notice-list';

/** One announcement in full: type, title, time and its HTML, cleaned by the one sanitiser. */
export function NoticeArticle({
  notice,
  headingLevel,
  id,
  labelledBy,
}: {
  notice: Notice;
  headingLevel: 2 | 3;
  id?: string;
  labelledBy?: string;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article id={id} className="notice-article" aria-labelledby={labelledBy} data-notice-id={notice.id}>
      <header className="notice-article__head">
        <span className={`notice-type notice-type--${notice.type}`}>{t(`notices:types.${notice.type}`)}</span>
        <Heading className="notice-article__title">{notice.title}</Heading>
        <p className="notice-article__time">
          <time dateTime={notice.time}>{t('notices:page.published', { time: formatNoticeTime(notice.time) })}</time>
        </p>
      </header>
      <SafeHtml html={notice.content} className="notice-article__content rich-text" />
    </article>
  );
}
