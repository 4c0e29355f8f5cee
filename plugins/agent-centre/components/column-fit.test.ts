import { planColumnFit, STACK_BELOW_PX } from './column-fit';

// A team-bets table: the member (its row's name), the game, the stake, the player's result, the status.
const ORDER = ['member', 'game', 'placedAt', 'stake', 'net', 'status'];
const SECONDARY = ['placedAt', 'game'];
const WIDTHS = new Map([
  ['member', 100],
  ['game', 200],
  ['placedAt', 150],
  ['stake', 90],
  ['net', 110],
  ['status', 100],
]);
const DISCLOSURE = 56;

describe('planColumnFit', () => {
  it('folds nothing when every column fits', () => {
    expect(planColumnFit(750, ORDER, SECONDARY, WIDTHS, DISCLOSURE)).toEqual({ folded: 0, stacked: false });
  });

  it('folds the fewest secondary columns, in their order, counting the disclosure column once anything folds', () => {
    // The columns take 750 px: at 749 "placedAt" goes, and the disclosure column comes (600 + 56).
    expect(planColumnFit(749, ORDER, SECONDARY, WIDTHS, DISCLOSURE)).toEqual({ folded: 1, stacked: false });
    expect(planColumnFit(656, ORDER, SECONDARY, WIDTHS, DISCLOSURE)).toEqual({ folded: 1, stacked: false });
    expect(planColumnFit(655, ORDER, SECONDARY, WIDTHS, DISCLOSURE)).toEqual({ folded: 2, stacked: false });
    expect(planColumnFit(STACK_BELOW_PX, ORDER, SECONDARY, WIDTHS, DISCLOSURE)).toEqual({ folded: 2, stacked: false });
  });

  it('stacks the rows when even the key columns alone do not fit, or on a phone', () => {
    const wide = new Map([...WIDTHS, ['net', 400]]);
    expect(planColumnFit(700, ORDER, SECONDARY, wide, DISCLOSURE)).toEqual({ folded: 2, stacked: true });
    expect(planColumnFit(STACK_BELOW_PX - 1, ORDER, SECONDARY, WIDTHS, DISCLOSURE)).toEqual({ folded: 2, stacked: true });
    // A table of key columns only stacks rather than scrolls.
    expect(planColumnFit(500, ['member', 'net'], [], new Map([...wide, ['member', 200]]), DISCLOSURE)).toEqual({
      folded: 0,
      stacked: true,
    });
  });

  it('says nothing while a column that would stay in the row has never been measured', () => {
    const unknownKey = new Map([...WIDTHS].filter(([key]) => key !== 'stake'));
    expect(planColumnFit(2000, ORDER, SECONDARY, unknownKey, DISCLOSURE)).toBeNull();
    // A secondary column never measured is one that has only ever been folded: the level folding it can fit.
    const unknownGame = new Map([...WIDTHS].filter(([key]) => key !== 'game'));
    expect(planColumnFit(2000, ORDER, SECONDARY, unknownGame, DISCLOSURE)).toEqual({ folded: 2, stacked: false });
  });
});
