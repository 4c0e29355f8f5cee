import { useId } from 'react';
import { Link } from 'react-router-dom';
import { isWebUrl } from '../../../core/html/web-url';
import { useT } from '../../../core/i18n/i18n';
import { isSitePath, menuItemHref, type HelpMenuItem, type HelpWidget } from '../api';
import { useHelpCenter } from '../use-help-center';
import '../help.css';

/**
 * The footer's help part (spec section 2, "Footer"): the help topic list, each going to
 * /help#{tag}, and the help widget of type menu. Rendered after the first paint with the footer;
 * while the topics load it keeps its room with skeleton lines, and on a failed call it leaves the
 * footer to its other sections (a footer is no place for an error box).
 */
export default function FooterHelp() {
  const t = useT();
  const [state] = useHelpCenter({ afterPageLoad: true });
  if (state.status === 'failed') return null;
  const menus = state.status === 'ready' ? state.help.widgets.filter((widget) => widget.type === 'menu') : [];
  return (
    <div className="footer-help">
      <section className="footer-help__topics" aria-labelledby="footer-help-title">
        <h2 id="footer-help-title" className="site-footer__heading">
          {t('help:footer.title')}
        </h2>
        {state.status === 'loading' ? (
          <ul className="footer-help__list" aria-busy="true" aria-label={t('help:footer.loading')}>
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <li key={index} className="skeleton footer-help__skeleton" />
            ))}
          </ul>
        ) : (
          <ul className="footer-help__list">
            {state.help.items.map((item) => (
              <li key={item.tag}>
                <Link to={`/help#${encodeURIComponent(item.tag)}`} className="footer-help__link" data-tag={item.tag}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {menus.map((widget) => (
        <MenuWidget key={widget.title} widget={widget} />
      ))}
    </div>
  );
}

/** The help widget of type menu: entries of name, page, data path and optional type. */
function MenuWidget({ widget }: { widget: HelpWidget }) {
  const titleId = useId();
  return (
    <section className="footer-help__widget" data-widget="menu" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-footer__heading">
        {widget.title}
      </h2>
      <ul className="footer-help__list footer-help__list--menu">
        {widget.items.map((item) => (
          <li key={`${item.page}#${item.dataPath ?? ''}`}>
            <MenuLink item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MenuLink({ item }: { item: HelpMenuItem }) {
  if (item.type === 'url') {
    // An outside address from the platform: only an ordinary web link, opened with no handle on us.
    if (!isWebUrl(item.page)) return null;
    return (
      <a className="footer-help__link" href={item.page} target="_blank" rel="noopener noreferrer">
        {item.name}
      </a>
    );
  }
  // A site route: only a path on this site ("/help"), never a scheme the router would not own.
  if (!isSitePath(item.page)) return null;
  return (
    <Link className="footer-help__link" to={menuItemHref(item)}>
      {item.name}
    </Link>
  );
}
