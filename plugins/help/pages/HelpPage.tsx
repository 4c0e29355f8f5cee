import { useLocation } from 'react-router-dom';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { HelpCentre } from '../components/HelpCentre';

/** The topic a hash names (`#depositos`), decoded; null without one. */
export function tagOfHash(hash: string): string | null {
  if (!hash || hash === '#') return null;
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The help centre screen (spec section 2): a title and the help component. /help sits on the home
 * layout (header, the w_help banner, footer); /helpmc is the same centre without the site's
 * header, for the mobile app to embed. The shell scrolls to the top on entry, or to /help#{tag};
 * the centre then settles the topic in view and focuses it, also when the hash changes here.
 */
export default function HelpPage() {
  const t = useT();
  const { brand } = useEngine();
  const { pathname, hash, key } = useLocation();
  const embedded = pathname.toLowerCase().startsWith('/helpmc');
  return (
    <div className={`help-page container${embedded ? ' help-page--embedded' : ''}`}>
      <header className="help-page__intro">
        {embedded ? <p className="help-page__brand">{brand.name}</p> : null}
        <h1 className="help-page__title">{t('help:title')}</h1>
        <p className="help-page__lead">{t(embedded ? 'help:embeddedLead' : 'help:lead')}</p>
      </header>
      <HelpCentre activeTag={tagOfHash(hash)} variant="page" scrollKey={key} />
      <p className="help-page__more">{t('help:stillNeedHelp')}</p>
    </div>
  );
}
