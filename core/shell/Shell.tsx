import { useT } from '../i18n/i18n';
import { ModalHost } from '../modal/ModalHost';
import { AppRoutes, useRouteLayout } from '../router/AppRoutes';
import { ScrollManager } from '../router/ScrollManager';
import { SlotHost } from '../slots/slots';
import { useAfterPaintTurn } from './after-paint-turns';
import { useMarkFirstScreenPainted } from './first-screen-painted';
import { Footer } from './Footer';
import { Header } from './Header';

/** The root shell: header, banner, main, side menu and footer slots, shown per the route's layout. */
export function Shell() {
  const t = useT();
  const layout = useRouteLayout();
  useMarkFirstScreenPainted();
  // The footer is below the fold on every page with content: it renders in its turn after the
  // first screen has painted, so its markup, layout and licence images do not delay the first paint.
  const footerTurn = useAfterPaintTurn();
  return (
    <div className={`shell shell--${layout}`}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <ScrollManager />
      {layout !== 'bare' ? <Header /> : null}
      {layout === 'full' ? <SlotHost name="shell.banner" className="shell__banner" /> : null}
      <main id="main" className="shell__main" tabIndex={-1}>
        <AppRoutes />
      </main>
      {layout === 'full' ? <SlotHost name="shell.sidebar" as="aside" className="shell__sidebar" /> : null}
      {layout === 'full' && footerTurn ? <Footer /> : null}
      <ModalHost />
    </div>
  );
}
