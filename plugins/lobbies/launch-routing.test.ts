import { launchTargetOf } from './launch-routing';

describe('game launch routing (spec section 4)', () => {
  it('routes lottery launches by vassalage, with the game code', () => {
    expect(launchTargetOf({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', gameCode: 'VN_HN' })).toEqual({
      kind: 'route',
      to: '/vnLottery?gameCode=VN_HN',
    });
    expect(launchTargetOf({ gameType: 'LOTT', vassalage: 'TCG_SEA', gameCode: 'SSC5' })).toEqual({
      kind: 'route',
      to: '/seaLottery?gameCode=SSC5',
    });
    expect(launchTargetOf({ gameType: 'LOTT', vassalage: 'LOTT', gameCode: 'K3' })).toEqual({ kind: 'route', to: '/lottery?gameCode=K3' });
    expect(launchTargetOf({ gameType: 'ELOTT', vassalage: 'ELOTT', gameCode: 'E1' })).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=E1',
    });
    expect(launchTargetOf({ gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', gameCode: 'VN_SG' })).toEqual({
      kind: 'route',
      to: '/vnLottery?gameCode=VN_SG',
    });
  });

  it('opens a lottery lobby for a lottery vendor card (no game code)', () => {
    expect(launchTargetOf({ gameType: 'LOTT', vassalage: 'TCG_SEA', isGame: 'GAME' })).toEqual({ kind: 'route', to: '/seaLottery' });
  });

  it('remembers a slots vendor and goes to its tab of /rng; the in-house card goes to /inhouse', () => {
    expect(launchTargetOf({ gameType: 'RNG', vassalage: 'PNG', isGame: 'VASSALAGE' })).toEqual({
      kind: 'slotsLobby',
      vassalage: 'PNG',
      to: '/rng?page=PNG',
    });
    expect(launchTargetOf({ gameType: 'INHOUSE', vassalage: 'HOUSE', isGame: 'VASSALAGE' })).toEqual({
      kind: 'slotsLobby',
      vassalage: 'HOUSE',
      to: '/inhouse',
    });
  });

  it('opens the provider popup for other VASSALAGE cards', () => {
    expect(launchTargetOf({ gameType: 'FISH', vassalage: 'CQ9', isGame: 'VASSALAGE', name: 'CQ9 Gaming' })).toEqual({
      kind: 'providerPopup',
      vassalage: 'CQ9',
      gameType: 'FISH',
      name: 'CQ9 Gaming',
    });
  });

  it('uses the third-party launch for other vendors and for single games', () => {
    expect(launchTargetOf({ gameType: 'LIVE', vassalage: 'EA', isGame: null })).toEqual({
      kind: 'thirdParty',
      vassalage: 'EA',
      gameType: 'LIVE',
      gameCode: undefined,
    });
    expect(launchTargetOf({ gameType: 'RNG', vassalage: 'PNG', gameCode: 'book-x' })).toEqual({
      kind: 'thirdParty',
      vassalage: 'PNG',
      gameType: 'RNG',
      gameCode: 'book-x',
    });
    expect(launchTargetOf({ gameType: 'FISH', vassalage: 'CQ9', gameCode: 'fish-1', isGame: 'VASSALAGE' })).toEqual({
      kind: 'thirdParty',
      vassalage: 'CQ9',
      gameType: 'FISH',
      gameCode: 'fish-1',
    });
  });

  it('starts sports vendors on their page and in-house games on the seamless page', () => {
    expect(launchTargetOf({ gameType: 'SPORTS', vassalage: 'IBC', isGame: null })).toEqual({
      kind: 'route',
      to: '/fbsports?vassalage=IBC&gameType=SPORTS',
    });
    expect(launchTargetOf({ gameType: 'ESPORTS', vassalage: 'IMES', isGame: null })).toEqual({
      kind: 'route',
      to: '/fbsports?vassalage=IMES&gameType=ESPORTS',
    });
    expect(launchTargetOf({ gameType: 'RNG', vassalage: 'HOUSE', gameCode: 'h-7' })).toEqual({
      kind: 'route',
      to: '/seamless?gameCode=h-7',
    });
  });
});
