import { useEffect, useId, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, matchPath, NavLink, useLocation } from 'react-router-dom';
import { useEngine } from '../engine-context';
import { useT } from '../i18n/i18n';
import type { ResolvedSlotItem } from '../plugin/resolve-plugins';
import { SlotHost, SlotItemView, useSlot } from '../slots/slots';
import type { RootState } from '../store/core-state';
import { LiveClock } from './LiveClock';
import { ThemeSwitch } from './ThemeSwitch';

export function BrandLogo({ className }: { className?: string }) {
  const { brand } = useEngine();
  return <img className={className ?? 'brand-logo'} src={brand.theme.logo} alt={brand.name} width={168} height={44} />;
}

/** The brand's square mark (its favicon): stands in for the logo where a member's header is short of room. */
function BrandMark() {
  const { brand } = useEngine();
  return <img className="brand-mark" src={brand.theme.favicon} alt="" width={34} height={34} />;
}

/** Whether the location shows the page mounted at '/' (under any of its aliases). */
function useIsHomePage(): boolean {
  const { resolved } = useEngine();
  const { pathname } = useLocation();
  const home = resolved.routes.find((route) => route.path === '/');
  return Boolean(
    home && resolved.routes.some((route) => route.load === home.load && matchPath({ path: route.path, caseSensitive: false }, pathname)),
  );
}

/** Top bar (theme, GMT clock, licence hint on home, plugin extras) and bottom bar (logo, account, navigation). */
export function Header() {
  const t = useT();
  const isHomePage = useIsHomePage();
  const navItems = useSlot('header.nav');
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, search } = useLocation();
  // A member's header carries the wallet and its shortcuts: on phones the logo gives way to the mark.
  const loggedIn = useSelector((state: RootState) => state.core.token !== null);
  // Plugin items (the game categories) navigate on their own: the small-screen menu closes with any page change.
  useEffect(() => setMenuOpen(false), [pathname, search]);
  return (
    <header className={`site-header${loggedIn ? ' site-header--member' : ''}`}>
      <div className="site-header__top">
        <div className="container site-header__top-inner">
          <ThemeSwitch />
          <LiveClock />
          {isHomePage ? <span className="site-header__licence-hint">{t('header.licenceHint')}</span> : null}
          <SlotHost name="header.top" className="site-header__top-slot" />
        </div>
      </div>
      <div className="site-header__bar">
        <div className="container site-header__bar-inner">
          <Link to="/" className="site-header__logo" aria-label={`${t('app.home')}`}>
            <BrandLogo />
            {loggedIn ? <BrandMark /> : null}
          </Link>
          <button
            type="button"
            className="site-header__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className="burger" />
            <span className="visually-hidden">{t('app.menu')}</span>
          </button>
          <SlotHost name="header.account" className="site-header__account" />
        </div>
      </div>
      <nav id="main-nav" className={`main-nav${menuOpen ? ' main-nav--open' : ''}`} aria-label={t('header.mainNav')}>
        <ul className="container main-nav__list">
          <li className="main-nav__item">
            <NavLink to="/" end className="main-nav__link" onClick={() => setMenuOpen(false)}>
              {t('app.home')}
            </NavLink>
          </li>
          {navItems
            .filter((item) => !item.secondary)
            .map((item) =>
              // A component item renders its own list items (the game categories with their dropdowns).
              item.component ? (
                <SlotItemView key={`${item.pluginId}:${item.key}`} item={item} />
              ) : (
                <li key={`${item.pluginId}:${item.key}`} className="main-nav__item">
                  <NavLink to={item.to ?? '/'} className="main-nav__link" onClick={() => setMenuOpen(false)}>
                    {t(item.labelKey ?? item.key)}
                  </NavLink>
                </li>
              ),
            )}
          <MoreMenu items={navItems.filter((item) => item.secondary)} onNavigate={() => setMenuOpen(false)} />
        </ul>
      </nav>
    </header>
  );
}

/**
 * The header's "Mais" menu: the plugins' secondary links (points mall, apps...). A disclosure
 * button with a list, closed by Escape (focus back on the button), a click elsewhere or a page
 * change. In the small-screen menu the links are in line and the button is hidden.
 */
function MoreMenu({ items, onNavigate }: { items: readonly ResolvedSlotItem[]; onNavigate: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  if (!items.length) return null;
  const current = items.some((item) => item.to && matchPath({ path: item.to, caseSensitive: false }, pathname));
  return (
    <li
      ref={itemRef}
      className={`main-nav__item main-nav__more${open ? ' main-nav__more--open' : ''}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`main-nav__link main-nav__more-toggle${current ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('header.more')}
        <span className="main-nav__more-chevron" aria-hidden="true" />
      </button>
      <ul id={panelId} className="main-nav__more-list">
        {items.map((item) => (
          <li key={`${item.pluginId}:${item.key}`}>
            <NavLink
              to={item.to ?? '/'}
              className="main-nav__link main-nav__more-link"
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {t(item.labelKey ?? item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
