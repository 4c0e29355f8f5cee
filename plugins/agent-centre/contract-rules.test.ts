import { contractsEndedBy, offerProblem, parseRate } from './contract-rules';

describe('agent contract rules', () => {
  it('reads rates as percentages above 0 and up to 100 with two decimals', () => {
    expect(parseRate('0,8')).toBe(0.8);
    expect(parseRate(' 25 ')).toBe(25);
    expect(parseRate('100')).toBe(100);
    expect(parseRate('0')).toBeNull();
    expect(parseRate('100.01')).toBeNull();
    expect(parseRate('1.234')).toBeNull();
    expect(parseRate('abc')).toBeNull();
  });

  it('refuses an offer without an own contract of that kind or above the own rate', () => {
    expect(offerProblem('0.5', undefined)).toBe('noOwn');
    expect(offerProblem('0.9', 0.8)).toBe('rate');
    expect(offerProblem('0.8', 0.8)).toBeNull();
    expect(offerProblem('', 0.8)).toBe('rate');
  });

  it('ends the granted contracts of the same kind whose rate is higher than the accepted one', () => {
    const granted = [
      { id: 1, kind: 'SALARY', rate: 0.5, status: 'ACTIVE' },
      { id: 2, kind: 'SALARY', rate: 0.3, status: 'ACTIVE' },
      { id: 3, kind: 'SALARY', rate: 0.6, status: 'PENDING' },
      { id: 4, kind: 'DIVIDEND', rate: 30, status: 'ACTIVE' },
      { id: 5, kind: 'SALARY', rate: 0.9, status: 'ENDED' },
      { id: 6, kind: 'SALARY', rate: 0.4, status: 'ACTIVE' },
    ];
    expect(contractsEndedBy({ kind: 'SALARY', rate: 0.4 }, granted).map((contract) => contract.id)).toEqual([1, 3]);
    expect(contractsEndedBy({ kind: 'DIVIDEND', rate: 20 }, granted).map((contract) => contract.id)).toEqual([4]);
    expect(contractsEndedBy({ kind: 'DIVIDEND', rate: 30 }, granted)).toEqual([]);
  });
});
