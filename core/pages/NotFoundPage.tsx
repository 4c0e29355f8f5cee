import { Link } from 'react-router-dom';
import { useT } from '../i18n/i18n';

export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="full-message" aria-labelledby="not-found-title">
      <p className="full-message__code">{t('notFound.code')}</p>
      <h1 id="not-found-title" className="full-message__title">
        {t('notFound.title')}
      </h1>
      <p className="full-message__text">{t('notFound.message')}</p>
      <Link className="btn btn--primary" to="/">
        {t('app.backHome')}
      </Link>
    </section>
  );
}
