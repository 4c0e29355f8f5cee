import { customRangeProblem, isoDay, presetRange } from './day-range';

describe('centre day ranges', () => {
  it('names days in the local calendar', () => {
    expect(isoDay(1, new Date(2026, 0, 1, 12))).toBe('2025-12-31');
  });

  it('turns the range presets into days and checks a custom range', () => {
    const now = new Date(2026, 10, 25, 15);
    expect(presetRange('today', now)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(presetRange('week', now)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange('month', now)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(customRangeProblem({ from: '', to: '2026-11-25' })).toBe('missing');
    expect(customRangeProblem({ from: '2026-11-26', to: '2026-11-25' })).toBe('reversed');
    expect(customRangeProblem({ from: '2026-08-28', to: '2026-11-25' })).toBeNull();
    expect(customRangeProblem({ from: '2026-08-27', to: '2026-11-25' })).toBe('tooLong');
  });
});
