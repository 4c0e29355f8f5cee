import type { GameCategoryMenu, VendorCard } from '../lobbies';
import { prizeModeOf } from './prize-mode';

function card(vassalage: string, gameType: VendorCard['gameType']): VendorCard {
  return { vassalage, accountTypeId: 1, isHot: 0, gameType, nodeId: 1, name: vassalage, isGame: null };
}

function category(gameType: GameCategoryMenu['gameType'], vendors: string[]): GameCategoryMenu {
  return { title: gameType, gameType, gameClassify: null, cards: vendors.map((vendor) => card(vendor, gameType)) };
}

describe('prizeModeOf', () => {
  it('is the LOTT mode without menus', () => {
    expect(prizeModeOf([])).toBe('Lott');
  });

  it('is the ELOTT mode when a LOTT card sits under ELOTT', () => {
    expect(prizeModeOf([category('RNG', ['PNG']), category('ELOTT', ['ELOTT', 'LOTT'])])).toBe('Elott');
  });

  it('is the ELOTT mode when a TCG_LOTTO_VN card sits under ELOTT', () => {
    expect(prizeModeOf([category('ELOTT', ['TCG_LOTTO_VN'])])).toBe('Elott');
  });

  it('stays in the LOTT mode when ELOTT carries only other vendors', () => {
    expect(prizeModeOf([category('ELOTT', ['ELOTT', 'TCG_SEA'])])).toBe('Lott');
  });

  it('ignores LOTT and TCG_LOTTO_VN cards under other categories', () => {
    expect(prizeModeOf([category('LOTT', ['LOTT', 'TCG_LOTTO_VN', 'TCG_SEA']), category('ELOTT', ['ELOTT'])])).toBe('Lott');
  });

  it('reads every category, not only the first ELOTT one', () => {
    expect(prizeModeOf([category('ELOTT', ['ELOTT']), category('ELOTT', ['LOTT'])])).toBe('Elott');
  });

  it('compares vendor codes exactly', () => {
    expect(prizeModeOf([category('ELOTT', ['lott', 'TCG_LOTTO_VN_2'])])).toBe('Lott');
  });
});
