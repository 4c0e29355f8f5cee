import { backUrlOf, BACK_URL_MAX, launchParams, nextDrawAfter } from './launch';

describe('launchParams', () => {
  it('sends the game, vendor, type and language for a SEA or LOTT lottery, nothing VN-only', () => {
    expect(
      launchParams({ gameCode: 'SSC_1', vassalage: 'TCG_SEA', gameType: 'LOTT' }, { language: 'pt', backUrl: 'https://x.test/seaLottery' }),
    ).toEqual({
      gameCode: 'SSC_1',
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
      language: 'pt',
    });
  });

  it('adds the VN lobby fields for a Vietnamese lottery, betting on the game', () => {
    expect(
      launchParams(
        { gameCode: 'VN_HN', vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' },
        { language: 'pt', backUrl: 'https://x.test/vnLottery?gameCode=VN_HN' },
      ),
    ).toEqual({
      gameCode: 'VN_HN',
      vassalage: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      language: 'pt',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoGameCode: 'VN_HN',
      lottoView: 'betting',
      backUrl: 'https://x.test/vnLottery?gameCode=VN_HN',
    });
  });

  it('opens the VN lobby view without a game to bet on', () => {
    const params = launchParams({ gameCode: 'VN_HN', vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }, { language: 'pt', view: 'lobby' });
    expect(params.lottoView).toBe('lobby');
    expect(params).not.toHaveProperty('lottoGameCode');
    expect(params).not.toHaveProperty('backUrl');
  });
});

describe('backUrlOf', () => {
  it('keeps the page address without its hash', () => {
    expect(backUrlOf('https://site.test/vnLottery?gameCode=A#top')).toBe('https://site.test/vnLottery?gameCode=A');
  });

  it('drops the query when the address is too long, and refuses other schemes', () => {
    const long = `https://site.test/lottery?x=${'a'.repeat(600)}`;
    expect(backUrlOf(long)).toBe('https://site.test/lottery');
    expect(backUrlOf(long)!.length).toBeLessThanOrEqual(BACK_URL_MAX);
    expect(backUrlOf('javascript:alert(1)')).toBeUndefined();
    expect(backUrlOf('not a url')).toBeUndefined();
  });
});

describe('nextDrawAfter', () => {
  const at = Date.parse('2026-01-01T12:00:00Z');
  it('is the platform time while it is ahead', () => {
    expect(nextDrawAfter({ nextDrawAt: '2026-01-01T12:03:00Z', drawIntervalMinutes: 5 }, at)).toBe(Date.parse('2026-01-01T12:03:00Z'));
  });

  it('moves on by whole intervals once passed', () => {
    expect(nextDrawAfter({ nextDrawAt: '2026-01-01T11:58:00Z', drawIntervalMinutes: 5 }, at)).toBe(Date.parse('2026-01-01T12:03:00Z'));
    expect(nextDrawAfter({ nextDrawAt: '2026-01-01T12:00:00Z', drawIntervalMinutes: 1 }, at)).toBe(Date.parse('2026-01-01T12:01:00Z'));
  });

  it('is null for an unreadable time', () => {
    expect(nextDrawAfter({ nextDrawAt: 'soon', drawIntervalMinutes: 5 }, at)).toBeNull();
  });
});
