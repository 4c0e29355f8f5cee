import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { rngClassesFor } from '../lobby-types';
import { lobbiesActions, MIN_BET_OPTIONS, selectLobby, type ListType, type LobbyType } from '../state';

const LIST_TYPES: readonly ListType[] = ['', 'hot', 'fav', 'recent'];

/** The min-bet options of spec section 9 are slot-sized stakes: live tables and card rooms start higher. */
const MIN_BET_LOBBIES: ReadonlySet<LobbyType> = new Set(['RNG', 'FISH', 'INHOUSE']);

/** Search (debounced in the saga), RNG classes, minimum bet and the all/hot/fav/recent switch. */
/** `disabled` until the lobby's workflows are ready: a fieldset disables every control in it. */
export function LobbyFiltersBar({ lobbyType, disabled = false }: { lobbyType: LobbyType; disabled?: boolean }) {
  const t = useT();
  const dispatch = useDispatch();
  const { brand } = useEngine();
  const lobby = useSelector(selectLobby);
  const searchId = useId();
  const minBetId = useId();
  const classes = lobbyType === 'RNG' ? rngClassesFor(brand.languages.supported) : [];
  return (
    <fieldset className="lobby-filters" disabled={disabled} aria-busy={disabled}>
      <div className="lobby-filters__row">
        <div className="lobby-search">
          <label htmlFor={searchId} className="visually-hidden">
            {t('lobbies:filters.search')}
          </label>
          <span className="lobby-search__icon" aria-hidden="true" />
          <input
            id={searchId}
            type="search"
            className="lobby-search__input"
            placeholder={t('lobbies:filters.searchPlaceholder')}
            maxLength={64}
            autoComplete="off"
            value={lobby.searchText}
            onChange={(event) => dispatch(lobbiesActions.searchTyped(event.target.value))}
          />
        </div>
        {MIN_BET_LOBBIES.has(lobbyType) ? (
          <div className="lobby-filters__min-bet">
            <label htmlFor={minBetId} className="lobby-filters__label">
              {t('lobbies:filters.minBet')}
            </label>
            <select
              id={minBetId}
              className="lobby-select"
              value={lobby.filters.minBet}
              onChange={(event) => dispatch(lobbiesActions.filterChanged('minBet', event.target.value))}
            >
              <option value="">{t('lobbies:filters.all')}</option>
              {MIN_BET_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="lobby-filters__row">
        {classes.length ? (
          <div className="chip-group" role="group" aria-label={t('lobbies:filters.category')}>
            {['', ...classes].map((gameClass) => (
              <button
                key={gameClass || 'all'}
                type="button"
                className="chip"
                data-class={gameClass || 'all'}
                aria-pressed={lobby.filters.gameClassify === gameClass}
                onClick={() => dispatch(lobbiesActions.filterChanged('gameClassify', gameClass))}
              >
                {t(`lobbies:classes.${gameClass || 'all'}`)}
              </button>
            ))}
          </div>
        ) : null}
        <div className="segmented" role="group" aria-label={t('lobbies:listTypes.label')}>
          {LIST_TYPES.map((listType) => (
            <button
              key={listType || 'all'}
              type="button"
              className="segmented__option"
              data-list-type={listType || 'all'}
              aria-pressed={lobby.listType === listType}
              onClick={() => dispatch(lobbiesActions.listTypeChosen(listType))}
            >
              {t(`lobbies:listTypes.${listType || 'all'}`)}
            </button>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
