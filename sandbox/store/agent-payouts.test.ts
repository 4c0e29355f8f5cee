import { rateText } from './agent-contracts';
import { closedPeriods, periodOf } from './agent-payouts';

const iso = (periods: { start: Date; end: Date }[]) => periods.map((period) => `${period.start.toISOString()}/${period.end.toISOString()}`);

describe('agent pay periods', () => {
  it('cuts days and weeks at midnight in UTC-3, hours and slots on the clock', () => {
    // 02:30 UTC is still the evening before in Brasília.
    expect(iso([periodOf('DAILY', new Date('2026-11-25T02:30:00Z'))])).toEqual(['2026-11-24T03:00:00.000Z/2026-11-25T03:00:00.000Z']);
    expect(iso([periodOf('DAILY', new Date('2026-11-25T03:00:00Z'))])).toEqual(['2026-11-25T03:00:00.000Z/2026-11-26T03:00:00.000Z']);
    // Wednesday 25 November 2026: its week runs from Monday 23 to Sunday 29 (included).
    expect(iso([periodOf('DIVIDEND', new Date('2026-11-25T12:00:00Z'))])).toEqual(['2026-11-23T03:00:00.000Z/2026-11-30T03:00:00.000Z']);
    expect(iso([periodOf('DIVIDEND', new Date('2026-11-23T02:59:00Z'))])).toEqual(['2026-11-16T03:00:00.000Z/2026-11-23T03:00:00.000Z']);
    expect(iso([periodOf('HOURLY', new Date('2026-11-25T12:59:59Z'))])).toEqual(['2026-11-25T12:00:00.000Z/2026-11-25T13:00:00.000Z']);
    expect(iso([periodOf('REALTIME', new Date('2026-11-25T12:09:59Z'))])).toEqual(['2026-11-25T12:05:00.000Z/2026-11-25T12:10:00.000Z']);
  });

  it("settles closed periods only, from the one settling starts in (the contract's start or the last settled end)", () => {
    const now = new Date('2026-11-25T15:00:30Z');
    const days = closedPeriods('DAILY', new Date('2026-11-22T18:00:00Z'), now);
    expect(iso(days)).toEqual([
      '2026-11-22T03:00:00.000Z/2026-11-23T03:00:00.000Z',
      '2026-11-23T03:00:00.000Z/2026-11-24T03:00:00.000Z',
      '2026-11-24T03:00:00.000Z/2026-11-25T03:00:00.000Z',
    ]);
    expect(closedPeriods('DAILY', new Date('2026-11-25T04:00:00Z'), now)).toEqual([]);
    expect(iso(closedPeriods('DIVIDEND', new Date('2026-11-10T12:00:00Z'), now))).toEqual([
      '2026-11-09T03:00:00.000Z/2026-11-16T03:00:00.000Z',
      '2026-11-16T03:00:00.000Z/2026-11-23T03:00:00.000Z',
    ]);
    const hours = closedPeriods('HOURLY', new Date('2026-11-18T15:00:00Z'), now);
    expect([hours.length, hours[0].start.toISOString(), hours[hours.length - 1].end.toISOString()]).toEqual([
      168,
      '2026-11-18T15:00:00.000Z',
      '2026-11-25T15:00:00.000Z',
    ]);
    // The hour the contract started in counts whole: 13:00 and 14:00 UTC.
    expect(closedPeriods('HOURLY', new Date('2026-11-25T13:30:00Z'), now).length).toBe(2);
    const slots = closedPeriods('REALTIME', new Date('2026-11-24T15:00:00Z'), now);
    expect([slots.length, slots[0].start.toISOString()]).toEqual([288, '2026-11-24T15:00:00.000Z']);
  });

  it('takes rates with at most two decimals in (0, 100]', () => {
    expect([0.07, 0.4, 1, 27.5, 100, 0.29, 1.13].map(rateText)).toEqual(['0.07', '0.40', '1.00', '27.50', '100.00', '0.29', '1.13']);
    expect([0, 0.001, 0.555, 100.01, -1].map(rateText)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
