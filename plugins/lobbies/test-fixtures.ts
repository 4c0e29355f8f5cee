import type { Game } from './api';

/** A game as the platform answers it, for the lobby tests. */
export const gameFixture = (nodeId: number, favorite = false): Game => ({
  nodeId,
  gameCode: `g${nodeId}`,
  gameName: `Jogo ${nodeId}`,
  gameType: 'RNG',
  vassalage: 'PNG',
  gameClassify: 'SLOT',
  minBet: 0.1,
  minLineNum: 1,
  isHot: 0,
  isTop: 0,
  image: 'games/jogo.svg',
  favorite,
});
