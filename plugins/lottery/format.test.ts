import { formatCountdown, formatDrawTime } from './format';

describe('formatCountdown', () => {
  it('shows minutes and seconds, hours only when needed, never a negative time', () => {
    expect(formatCountdown(299_000)).toBe('04:59');
    expect(formatCountdown(3_899_000)).toBe('1:04:59');
    expect(formatCountdown(-5000)).toBe('00:00');
    expect(formatCountdown(999)).toBe('00:00');
  });
});

describe('formatDrawTime', () => {
  it('writes the draw time the Brazilian way, with or without the date, and nothing for a bad time', () => {
    const iso = new Date(2026, 10, 21, 14, 35).toISOString();
    expect(formatDrawTime(iso, 'pt')).toBe('21/11, 14:35');
    expect(formatDrawTime(iso, 'pt', false)).toBe('14:35');
    expect(formatDrawTime('later', 'pt')).toBe('');
  });
});
