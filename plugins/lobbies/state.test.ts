import { gameFixture } from './test-fixtures';
import { lobbiesReducer } from './reducer';
import { canLoadMore, initialLobbiesState, lobbiesActions, type LobbiesState } from './state';

const game = gameFixture;

const reduce = (state: LobbiesState, ...actions: Parameters<typeof lobbiesReducer>[1][]) => actions.reduce(lobbiesReducer, state);

describe('lobby state (spec section 4, lobby list type)', () => {
  const opened = reduce(
    initialLobbiesState,
    lobbiesActions.lobbyOpened('RNG', 'PNG', ''),
    lobbiesActions.pageLoaded([game(1), game(2)], 1, 3),
    lobbiesActions.pageLoaded([game(3)], 2, 3),
  );

  it('appends a next page', () => {
    expect(opened.lobby.games.map((g) => g.nodeId)).toEqual([1, 2, 3]);
    expect(opened.lobby.pageNo).toBe(2);
  });

  it.each([
    ['gameClassify', 'JP'],
    ['minBet', '0.5'],
    ['gameName', 'tigre'],
  ] as const)('changing %s resets page 1 of 15, clears the other filters and the list type, keeps the vendor', (name, value) => {
    const busy = reduce(
      opened,
      lobbiesActions.filterChanged('minBet', '0.05'),
      lobbiesActions.filterChanged('gameName', 'x'),
      lobbiesActions.listTypeApplied('hot'),
    );
    const next = reduce(busy, lobbiesActions.filterChanged(name, value)).lobby;
    expect(next.filters).toEqual({ vassalage: 'PNG', gameClassify: '', gameName: '', minBet: '', [name]: value });
    expect([next.pageNo, next.pageSize, next.listType, next.games]).toEqual([1, 15, '', []]);
  });

  it('changing vendor clears every filter', () => {
    const next = reduce(
      opened,
      lobbiesActions.filterChanged('gameClassify', 'JP'),
      lobbiesActions.searchTyped('abc'),
      lobbiesActions.filterChanged('vassalage', 'PT'),
    ).lobby;
    expect(next.filters).toEqual({ vassalage: 'PT', gameClassify: '', gameName: '', minBet: '' });
    expect(next.searchText).toBe('');
  });

  it('uses 18 a page in the in-house lobby', () => {
    const inHouse = reduce(
      initialLobbiesState,
      lobbiesActions.lobbyOpened('INHOUSE', '', ''),
      lobbiesActions.filterChanged('gameName', 'a'),
    );
    expect(inHouse.lobby.pageSize).toBe(18);
  });

  it('allows load more only when settled, not on the last page and never for hot', () => {
    expect(canLoadMore(opened.lobby)).toBe(true);
    expect(canLoadMore(reduce(opened, lobbiesActions.pageLoading(true)).lobby)).toBe(false);
    expect(canLoadMore(reduce(opened, lobbiesActions.pageLoaded([game(4)], 3, 3)).lobby)).toBe(false);
    expect(canLoadMore(reduce(opened, lobbiesActions.listTypeApplied('hot'), lobbiesActions.pageLoaded([game(1)], 1, 3)).lobby)).toBe(
      false,
    );
    // A failed next page may be retried.
    expect(canLoadMore(reduce(opened, lobbiesActions.pageLoading(true), lobbiesActions.pageFailed()).lobby)).toBe(true);
  });

  it('drops an unstarred game from the favourites list only', () => {
    const all = reduce(opened, lobbiesActions.favouriteChanged(2, false));
    expect(all.lobby.games).toHaveLength(3);
    const fav = reduce(
      opened,
      lobbiesActions.listTypeApplied('fav'),
      lobbiesActions.pageLoaded([game(1, true), game(2, true)], 1, 1),
      lobbiesActions.favouriteChanged(2, false),
    );
    expect(fav.lobby.games.map((g) => g.nodeId)).toEqual([1]);
  });

  it("keeps the same state object for other plugins' actions", () => {
    expect(lobbiesReducer(opened, { type: 'auth/captchaNeeded' } as never)).toBe(opened);
  });
});
