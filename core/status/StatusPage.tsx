import type { Brand } from '../brand/brand-types';
import type { Features } from '../features/resolve-features';
import { useT } from '../i18n/i18n';
import { DialogHost } from '../modal/DialogHost';
import { openCustomerService } from '../shell/customer-service';

interface StatusPageProps {
  brand: Brand;
  features: Features;
}

// A wrench for maintenance, a crossed circle for a blocked region.
const ART = {
  maintenance: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z',
  blocked: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8',
} as const;

function formatEndTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

function StatusFrame({
  brand,
  features,
  children,
  kind,
}: StatusPageProps & { children: React.ReactNode; kind: 'maintenance' | 'blocked' }) {
  const t = useT();
  return (
    <div className={`status-page status-page--${kind}`}>
      <main className="status-page__card" aria-labelledby="status-title">
        <img className="status-page__logo" src={brand.theme.logo} alt={brand.name} width={168} height={44} />
        <div className={`status-page__art status-page__art--${kind}`} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="48" height="48" focusable="false">
            <path d={ART[kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        {children}
        <button type="button" className="btn btn--primary btn--large" onClick={() => openCustomerService(features)}>
          {t('status.customerService')}
        </button>
      </main>
      <DialogHost />
    </div>
  );
}

/** System status 1: title, end time if known, message and the customer-service button. */
export function MaintenancePage({ brand, features }: StatusPageProps) {
  const t = useT();
  const maintenance = features.maintenance;
  return (
    <StatusFrame brand={brand} features={features} kind="maintenance">
      <h1 id="status-title" className="status-page__title">
        {maintenance?.title || t('status.maintenanceTitle')}
      </h1>
      <p className="status-page__when" data-testid="maintenance-end">
        {maintenance?.endTime
          ? t('status.maintenanceUntil', { time: formatEndTime(maintenance.endTime) })
          : t('status.maintenanceUnknownEnd')}
      </p>
      <p className="status-page__text">{maintenance?.message || t('status.maintenanceMessage')}</p>
    </StatusFrame>
  );
}

/** System status 2: the visitor's IP, a message (the operator's, else the site's own) and the customer-service button. */
export function BlockedPage({ brand, features }: StatusPageProps) {
  const t = useT();
  return (
    <StatusFrame brand={brand} features={features} kind="blocked">
      <h1 id="status-title" className="status-page__title">
        {t('status.blockedTitle')}
      </h1>
      <p className="status-page__text" data-testid="blocked-message">
        {features.regionMessage || t('status.blockedMessage')}
      </p>
      <p className="status-page__ip" data-testid="blocked-ip">
        {t('status.yourIp', { ip: features.ip })}
      </p>
    </StatusFrame>
  );
}
