import { actionFor, statusTone } from './actions';

describe('the primary action of a promotion', () => {
  it('joins, applies or claims by status and mode, and offers nothing otherwise', () => {
    expect(actionFor({ status: 'JOIN', mode: 'JOIN' })).toBe('join');
    expect(actionFor({ status: 'JOIN', mode: 'RAFFLE' })).toBe('join');
    expect(actionFor({ status: 'JOIN', mode: 'APPLY' })).toBe('apply');
    expect(actionFor({ status: 'REJECTED', mode: 'APPLY' })).toBe('apply');
    expect(actionFor({ status: 'CLAIM', mode: 'JOIN' })).toBe('claim');
    expect(actionFor({ status: 'CLAIM', mode: 'APPLY' })).toBe('claim');
    expect(actionFor({ status: 'CLAIM', mode: 'RAFFLE' })).toBe('claimRaffle');
    for (const status of ['APPLYING', 'CLOSED', 'ISSUED', 'CLAIMED', 'IN_PROCESS', 'SIGNED', 'COMING_SOON'] as const) {
      expect([status, actionFor({ status, mode: 'JOIN' })]).toEqual([status, 'none']);
    }
  });

  it('colours statuses by what they mean to the player', () => {
    expect([statusTone('CLAIM'), statusTone('CLAIMED'), statusTone('APPLYING'), statusTone('REJECTED'), statusTone('CLOSED')]).toEqual([
      'action',
      'success',
      'waiting',
      'danger',
      'muted',
    ]);
  });
});
