import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useEngine } from '../../../core/engine-context';
import { isWebUrl } from '../../../core/html/web-url';
import { useT } from '../../../core/i18n/i18n';
import { APP_RESOURCES, ROUTERS_PATH, type Resource, type Routers } from '../api';
import '../downloads.css';

/** QR codes of the generic component: 200 px with a 20 px quiet zone (spec section 9). */
const QR_SIZE = 200;

type State = { status: 'loading' } | { status: 'ready'; resources: Resource[] } | { status: 'failed'; message: string };

function useResources(): [State, () => void] {
  const { api } = useEngine();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    api.get<Routers>(ROUTERS_PATH).then(
      (routers) => live && setState({ status: 'ready', resources: routers.resources }),
      (error: unknown) => live && setState({ status: 'failed', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

function AppCard({ resource }: { resource: Resource }) {
  const t = useT();
  const key = resource.resourceType;
  const name = t(`downloads:apps.${key}.name`);
  return (
    <li className="app-card" data-resource={key}>
      <div className="app-card__qr">
        <QRCodeSVG value={resource.qrCodeUrl} size={QR_SIZE} level="M" role="img" aria-label={t('downloads:scan', { app: name })} />
      </div>
      <h2 className="app-card__name">{name}</h2>
      <p className="app-card__text">{t(`downloads:apps.${key}.text`)}</p>
      {isWebUrl(resource.url) ? (
        <a className="btn btn--primary" href={resource.url} rel="noopener noreferrer">
          {t(`downloads:apps.${key}.action`)}
        </a>
      ) : null}
    </li>
  );
}

export default function DownloadPage() {
  const t = useT();
  const { brand } = useEngine();
  const [state, retry] = useResources();
  const apps = state.status === 'ready' ? APP_RESOURCES.flatMap((type) => state.resources.filter((r) => r.resourceType === type)) : [];
  const social =
    state.status === 'ready'
      ? state.resources.filter((r) => !(APP_RESOURCES as readonly string[]).includes(r.resourceType) && isWebUrl(r.url))
      : [];
  return (
    <div className="download-page container">
      <header className="download-page__intro">
        <h1 className="download-page__title">{t('downloads:title')}</h1>
        <p className="download-page__lead">{t('downloads:lead', { brand: brand.name })}</p>
      </header>
      {state.status === 'loading' ? (
        <ul className="app-grid" aria-busy="true" aria-label={t('downloads:loading')}>
          {APP_RESOURCES.map((type) => (
            <li key={type} className="app-card app-card--skeleton">
              <div className="skeleton app-card__qr-skeleton" />
              <div className="skeleton skeleton--title" />
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === 'failed' ? (
        <div className="chunk-error chunk-error--compact" role="alert">
          <h2 className="chunk-error__title">{t('downloads:failed')}</h2>
          <p className="chunk-error__text">{state.message}</p>
          <button type="button" className="btn btn--primary" onClick={retry}>
            {t('core:app.retry')}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' && apps.length === 0 ? <p className="download-page__empty">{t('downloads:empty')}</p> : null}
      {apps.length > 0 ? (
        <ul className="app-grid">
          {apps.map((resource) => (
            <AppCard key={resource.resourceType} resource={resource} />
          ))}
        </ul>
      ) : null}
      {social.length > 0 ? (
        <section className="download-page__social" aria-labelledby="download-social-title">
          <h2 id="download-social-title" className="section-title">
            {t('downloads:social.title', { brand: brand.name })}
          </h2>
          <ul className="social-list">
            {social.map((resource) => (
              <li key={resource.resourceType}>
                <a className="social-list__link" href={resource.url} target="_blank" rel="noopener noreferrer">
                  {t(`downloads:social.${resource.resourceType}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
