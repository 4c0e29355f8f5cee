import type { GameCategoryMenu, VendorCard } from './api';
import { buildGameNav, categoryForPath, VENDOR_DROPDOWN_MAX } from './nav-rules';

let nodeId = 0;
function card(vassalage: string, gameType: VendorCard['gameType'], isHot: 0 | 1 = 0): VendorCard {
  nodeId += 1;
  return { vassalage, gameType, isHot, nodeId, accountTypeId: 100 + nodeId, name: vassalage, isGame: 'VASSALAGE' };
}
function menu(gameType: GameCategoryMenu['gameType'], vendors: string[]): GameCategoryMenu {
  return { title: gameType, gameType, gameClassify: null, cards: vendors.map((vendor) => card(vendor, gameType)) };
}
const vendors = (count: number) => Array.from({ length: count }, (_, index) => `V${index + 1}`);
const ESPORTS = ['AV', 'AI', 'IMES', 'TF', 'IA'];

describe('header game navigation', () => {
  it('keeps only categories with vendors, in menu order', () => {
    const nav = buildGameNav([menu('RNG', ['PNG']), menu('LIVE', []), menu('FISH', ['CQ9'])], ESPORTS);
    expect(nav.map((item) => [item.type, item.to])).toEqual([
      ['RNG', '/rng'],
      ['FISH', '/fish'],
    ]);
  });

  it('puts the in-house entry right after slots, wherever the menus list it', () => {
    const nav = buildGameNav([menu('LIVE', ['EA']), menu('RNG', ['PNG']), menu('FISH', ['CQ9']), menu('INHOUSE', ['HOUSE'])], ESPORTS);
    expect(nav.map((item) => item.type)).toEqual(['LIVE', 'RNG', 'INHOUSE', 'FISH']);
  });

  it('puts the in-house entry first when there are no slots', () => {
    const nav = buildGameNav([menu('LIVE', ['EA']), menu('INHOUSE', ['HOUSE'])], ESPORTS);
    expect(nav.map((item) => item.type)).toEqual(['INHOUSE', 'LIVE']);
  });

  it('caps the vendor dropdown at 11 and shows "more" at exactly 11', () => {
    for (const [count, shown, more] of [
      [10, 10, false],
      [11, 11, true],
      [12, 11, true],
    ] as const) {
      const [slots] = buildGameNav([menu('RNG', vendors(count))], ESPORTS);
      expect(slots.dropdown).toHaveLength(shown);
      expect(slots.showMore).toBe(more);
      expect(slots.cards).toHaveLength(count);
    }
    expect(VENDOR_DROPDOWN_MAX).toBe(11);
  });

  it('splits esports by the brand list and cockfight by DS88 off sports, right after it', () => {
    const nav = buildGameNav([menu('SPORTS', ['IBC', 'IMES', 'DS88', 'SBT', 'TF']), menu('LOTT', ['TCG_SEA'])], ESPORTS);
    expect(nav.map((item) => [item.type, item.cards.map((c) => c.vassalage)])).toEqual([
      ['SPORTS', ['IBC', 'SBT']],
      ['ESPORTS', ['IMES', 'TF']],
      ['COCKFIGHT', ['DS88']],
      ['LOTT', ['TCG_SEA']],
    ]);
  });

  it('uses the brand esports list, not a fixed one', () => {
    const nav = buildGameNav([menu('SPORTS', ['IBC', 'IMES', 'AV'])], ['AV']);
    expect(nav.map((item) => [item.type, item.cards.map((c) => c.vassalage)])).toEqual([
      ['SPORTS', ['IBC', 'IMES']],
      ['ESPORTS', ['AV']],
    ]);
  });

  it('drops sports when every sports vendor was split off', () => {
    const nav = buildGameNav([menu('SPORTS', ['DS88'])], ESPORTS);
    expect(nav.map((item) => item.type)).toEqual(['COCKFIGHT']);
  });

  it('finds the games page category by path', () => {
    expect(categoryForPath('/esports')).toBe('ESPORTS');
    expect(categoryForPath('/Cockfight/')).toBe('COCKFIGHT');
    expect(categoryForPath('/nowhere')).toBeNull();
  });
});
