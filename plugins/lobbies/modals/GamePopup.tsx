import '../lobbies.css';
import { useState } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { errorText } from '../../../core/api/present-error';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { Modal } from '../../../core/modal/Modal';
import { Pagination } from '../../../core/ui/Pagination';
import { GAMES_PATHS, type ProviderGamesValue } from '../api';
import { GameCard, GameCardSkeleton } from '../components/GameCard';

/** Games a popup page shows: two rows of four on a desktop. */
export const POPUP_PAGE_SIZE = 8;

/** The game popup of spec section 2: one provider's games (a VASSALAGE card), paged with the core widget. */
export default function GamePopup({ props, close }: { modalId: string; props: Record<string, unknown>; close: () => void }) {
  const t = useT();
  const { api } = useEngine();
  const vassalage = String(props.vassalage ?? '');
  const gameType = String(props.gameType ?? '');
  const name = String(props.name ?? vassalage);
  const [page, setPage] = useState(1);
  const load = useRemote(`${vassalage}:${gameType}`, () =>
    api.get<ProviderGamesValue>(GAMES_PATHS.providerGames, { auth: true, params: { vassalage, gameType } }),
  );
  const games = load.data?.games ?? [];
  const pageCount = Math.ceil(games.length / POPUP_PAGE_SIZE);
  const shown = games.slice((page - 1) * POPUP_PAGE_SIZE, page * POPUP_PAGE_SIZE);
  return (
    <Modal title={t('lobbies:popup.title', { name })} onClose={close} size="large" className="game-popup">
      <div className="game-popup__body" data-vendor={vassalage}>
        {load.status === 'failed' ? (
          <div className="lobby-state lobby-state--error" role="alert">
            <p>{errorText(load.error)}</p>
            <button type="button" className="btn btn--primary" onClick={load.retry}>
              {t('core:app.retry')}
            </button>
          </div>
        ) : (
          <div className="game-grid game-grid--popup" aria-busy={load.status !== 'loaded'}>
            {load.status !== 'loaded'
              ? Array.from({ length: POPUP_PAGE_SIZE }, (_, index) => <GameCardSkeleton key={index} />)
              : shown.map((game) => <GameCard key={game.nodeId} game={game} eager />)}
          </div>
        )}
        {load.status === 'loaded' && games.length === 0 ? <p className="lobby-state">{t('lobbies:states.emptyTitle')}</p> : null}
        <Pagination pageCount={pageCount} page={page} onChange={setPage} label={t('lobbies:popup.pages', { name })} />
      </div>
    </Modal>
  );
}
