import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { NavLink, useNavigate } from 'react-router-dom';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { CdnImage } from '../../../core/media/CdnImage';
import type { VendorCard } from '../api';
import { buildGameNav, type NavCategory } from '../nav-rules';
import { lobbiesActions, selectGameMenus } from '../state';
import { HotBadge } from './HotBadge';
import '../nav.css';

/**
 * The header's game categories (contributed to `header.nav`): one item per category with vendors,
 * each with a vendor dropdown (at most eleven, "more" at eleven). Hover or the arrow button opens
 * it; Escape closes it and gives the focus back to the button.
 */
export default function GameNav() {
  const menus = useSelector(selectGameMenus);
  const { brand } = useEngine();
  const categories = useMemo(() => (menus ? buildGameNav(menus, brand.constants.esportsVendors) : []), [menus, brand]);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      {categories.map((category) => (
        <CategoryItem
          key={category.type}
          category={category}
          open={open === category.type}
          setOpen={(isOpen) => setOpen(isOpen ? category.type : null)}
        />
      ))}
    </>
  );
}

function CategoryItem({ category, open, setOpen }: { category: NavCategory; open: boolean; setOpen: (open: boolean) => void }) {
  const t = useT();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);
  const label = t(`lobbies:nav.label.${category.type}`);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };
  return (
    <li
      className={`main-nav__item game-nav__item${open ? ' game-nav__item--open' : ''}`}
      data-category={category.type}
      onMouseEnter={() => {
        if (open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavLink to={category.to} className="main-nav__link game-nav__link" onClick={() => setOpen(false)}>
        {label}
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        className="game-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('lobbies:nav.vendorsOf', { category: label })}
        onClick={() => {
          // The pointer that clicks has just opened it by hovering: the click keeps it open.
          if (open && openedByHover.current) openedByHover.current = false;
          else setOpen(!open);
        }}
      >
        <span aria-hidden="true" className="game-nav__chevron" />
      </button>
      <div id={panelId} className="game-nav__panel" hidden={!open}>
        {/* The vendors render when the panel opens: ten closed panels of logos would cost every page's first render. */}
        {open ? (
          <div className="container game-nav__panel-inner">
            <ul className="game-nav__vendors" aria-label={t('lobbies:nav.vendorsOf', { category: label })}>
              {category.dropdown.map((card) => (
                <li key={card.nodeId}>
                  <VendorButton card={card} onLaunched={() => setOpen(false)} />
                </li>
              ))}
            </ul>
            {category.showMore ? (
              <NavLink to={category.to} className="btn btn--ghost game-nav__more" onClick={() => setOpen(false)}>
                {t('lobbies:nav.more')}
              </NavLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

function VendorButton({ card, onLaunched }: { card: VendorCard; onLaunched: () => void }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="game-nav__vendor"
      data-vendor={card.vassalage}
      onClick={() => {
        onLaunched();
        dispatch(
          lobbiesActions.launchRequested(
            { gameType: card.gameType, vassalage: card.vassalage, isGame: card.isGame, name: card.name },
            navigate,
          ),
        );
      }}
    >
      {/* Eager: rendered only when the visitor opens the menu, so on screen at once. */}
      <CdnImage path={`vendors/${card.vassalage}.jpg`} alt="" width={96} height={48} className="game-nav__vendor-logo" eager />
      <span className="game-nav__vendor-name">{card.name}</span>
      {card.isHot === 1 ? <HotBadge /> : null}
    </button>
  );
}
