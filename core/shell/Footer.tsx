import { useRef, useState } from 'react';
import { useEngine } from '../engine-context';
import { useT } from '../i18n/i18n';
import { SlotHost } from '../slots/slots';
import { useNearViewport } from '../ui/use-near-viewport';

export function Footer() {
  const t = useT();
  const { brand } = useEngine();
  // The plugins' sections (help topics, vendor carousel, feedback) cost script and requests: they
  // come when the footer nears the screen, not while the page above it loads.
  const footerRef = useRef<HTMLElement>(null);
  const sectionsWanted = useNearViewport(footerRef);
  // A badge whose image fails shows its name alone, not the browser's broken-image mark over it.
  const [failedBadges, setFailedBadges] = useState<ReadonlySet<string>>(new Set());
  return (
    <footer ref={footerRef} className="site-footer">
      <div className="container">
        {sectionsWanted ? <SlotHost name="footer.sections" className="site-footer__sections" /> : null}
        <div className="site-footer__trust">
          <section aria-labelledby="footer-licences" className="site-footer__licences">
            <h2 id="footer-licences" className="site-footer__heading">
              {t('footer.licences')}
            </h2>
            {/* Each badge's box holds the licence's name until its image (lazy: the footer is far
                down) has loaded and covers it: the heading never stands over an empty row. */}
            <ul className="licence-list">
              {brand.licences.map((licence) => (
                <li key={licence.id} className="licence-list__item">
                  <span className="licence-list__name" aria-hidden={failedBadges.has(licence.id) ? undefined : true}>
                    {licence.name}
                  </span>
                  {failedBadges.has(licence.id) ? null : (
                    <img
                      src={licence.image}
                      alt={licence.name}
                      title={licence.name}
                      width={96}
                      height={40}
                      loading="lazy"
                      onError={() => setFailedBadges((failed) => new Set(failed).add(licence.id))}
                    />
                  )}
                </li>
              ))}
            </ul>
          </section>
          <ul className="site-footer__promises">
            <li>{t('footer.security')}</li>
            <li>{t('footer.support')}</li>
          </ul>
        </div>
        <div className="site-footer__legal">
          <span className="age-badge" aria-hidden="true">
            18+
          </span>
          <p>{t('footer.adultsOnly')}</p>
          <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</p>
        </div>
      </div>
    </footer>
  );
}
