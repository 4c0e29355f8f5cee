import '../lobbies.css';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n';
import { session } from '../../../core/session/storage-keys';
import { GameGrid } from '../components/GameGrid';
import { LobbyFiltersBar } from '../components/LobbyFilters';
import { VendorTabs } from '../components/VendorTabs';
import { lobbyTypeOf } from '../lobby-types';
import { lobbiesActions, pageSizeOf, selectLobbiesReady, selectLobby, type ListType } from '../state';

/** The vendor a lobby opens on: `?page=` (spec: /rng?page={vendor}), `?vassalage=`, or the one a slots launch remembered. */
function vendorFrom(search: URLSearchParams, rememberSlotsVendor: boolean): string {
  return search.get('page') ?? search.get('vassalage') ?? (rememberSlotsVendor ? (session.get('gameVendor') ?? '') : '');
}

/** /live, /pvp, /rng, /inhouse, /fish: vendor tabs, filters and the game list (spec section 2, game lobby). */
export default function LobbyPage() {
  const t = useT();
  const dispatch = useDispatch();
  const { pathname, search } = useLocation();
  const lobbyType = lobbyTypeOf(pathname) ?? 'RNG';
  const query = new URLSearchParams(search);
  const vendor = lobbyType === 'INHOUSE' ? '' : vendorFrom(query, lobbyType === 'RNG');
  const listType: ListType = query.get('type') === 'hot' ? 'hot' : '';
  const lobby = useSelector(selectLobby);
  // The reducer comes with the workflows, a moment after the first paint. Until then the lobby is
  // not opened and its controls are disabled: what the address says when it comes is what opens,
  // and nothing typed or chosen in between is lost.
  const ready = useSelector(selectLobbiesReady);
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    // A new lobby starts from scratch; within one, a new vendor in the address is a vendor change.
    if (opened.current !== lobbyType) {
      opened.current = lobbyType;
      dispatch(lobbiesActions.lobbyOpened(lobbyType, vendor, listType));
    } else if (vendor !== lobby.filters.vassalage) {
      dispatch(lobbiesActions.filterChanged('vassalage', vendor));
    }
    // The lobby's own vendor is read, not watched: only the address drives this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, lobbyType, vendor, ready]);

  const title = t(`lobbies:category.${lobbyType}`);
  return (
    <div className="lobby container" data-lobby={lobbyType}>
      <header className="lobby__header">
        <h1 className="lobby__title">{title}</h1>
        <p className="lobby__lead">{t(`lobbies:lead.${lobbyType}`)}</p>
      </header>
      {lobbyType === 'INHOUSE' ? null : <VendorTabs lobbyType={lobbyType} selected={vendor} />}
      <LobbyFiltersBar lobbyType={lobbyType} disabled={!ready} />
      <GameGrid skeletons={pageSizeOf(lobbyType)} />
    </div>
  );
}
