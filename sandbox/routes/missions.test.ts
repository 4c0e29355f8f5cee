import { DEMO_PASSWORD } from '../db/seed/accounts';
import { call, tokenOf } from '../testing/accounts';
import { sandboxDatabases } from '../testing/databases';
import { schemaErrors, type RunningSandbox } from '../testing/fixtures';
import { payDeposit } from '../testing/money';
import { brasiliaDay, weekStart } from '../store/missions';
import { fromCents, toCents } from '../store/wallets';

interface Mission {
  code: string;
  metric: string;
  progress: number;
  target: number;
  reward: string;
  points: number;
  status: 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED';
}
interface Summary {
  day: string;
  missions: Mission[];
  claimableCount: number;
  weekScore: number;
}
interface Leaderboard {
  weekStart: string;
  list: { rank: number; player: string; score: number; me: boolean }[];
  me: { rank: number; score: number } | null;
}

describe.each(sandboxDatabases())('mission calls on $name', (database) => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await database.startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());

  const get = <T>(path: string, token?: string) => call<T>(sandbox, 'GET', path, undefined, { token });
  const claim = <T>(code: string, token?: string) => call<T>(sandbox, 'POST', `/wps/v2/missions/${code}/claim`, {}, { token });
  const summary = async (token: string) => (await get<Summary>('/wps/relay/MCSFE_getMissionSummaryDetails', token)).json.value;

  it('works out the day (UTC-3) and the week (from Monday) missions count in', () => {
    expect(brasiliaDay(new Date('2026-11-25T02:59:00Z')).day).toBe('2026-11-24');
    expect(brasiliaDay(new Date('2026-11-25T03:00:00Z')).day).toBe('2026-11-25');
    expect(weekStart(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-23');
    expect(weekStart(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-16');
    expect(weekStart(new Date('2026-11-29T23:00:00Z'))).toBe('2026-11-23');
  });

  it("reads today's progress from the member's own deposits, and pays a completed mission once", async () => {
    const membro = await tokenOf(sandbox, 'membro3', DEMO_PASSWORD);
    const first = await get<Summary>('/wps/relay/MCSFE_getMissionSummaryDetails', membro);
    expect(first.status).toBe(200);
    expect(schemaErrors('relay-MCSFE_getMissionSummaryDetails.json', first.json.value)).toEqual([]);
    const byCode = (value: Summary) => Object.fromEntries(value.missions.map((mission) => [mission.code, mission]));
    expect(byCode(first.json.value).DAILY_LOGIN.status).toBe('CLAIMABLE');
    expect(byCode(first.json.value).DAILY_DEPOSIT).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
    const notYet = await claim('DAILY_DEPOSIT', membro);
    expect([notYet.status, notYet.json.code]).toEqual([409, 'MISSION_NOT_COMPLETE']);

    // A paid deposit completes the deposit mission.
    await payDeposit(sandbox, membro, '30');
    expect(byCode(await summary(membro)).DAILY_DEPOSIT.status).toBe('CLAIMABLE');
    expect((await get<{ claimableMission: number }>('/wps/relay/CSP_unreadCount', membro)).json.value.claimableMission).toBe(2);

    const before = (await get<{ sumBalance: string }>('/wps/v2/wallets/balance', membro)).json.value.sumBalance;
    const [a, b] = await Promise.all([
      claim<{ summary: Summary; balances: { sumBalance: string } }>('DAILY_DEPOSIT', membro),
      claim('DAILY_DEPOSIT', membro),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = a.status === 200 ? a : (b as typeof a);
    expect(schemaErrors('v2-missions-code-claim.json', won.json.value)).toEqual([]);
    expect(won.json.value.balances.sumBalance).toBe(fromCents(toCents(before) + 200));
    expect(byCode(won.json.value.summary).DAILY_DEPOSIT.status).toBe('CLAIMED');
    expect(won.json.value.summary.weekScore).toBe(byCode(first.json.value).DAILY_DEPOSIT.points);
    const again = await claim('DAILY_DEPOSIT', membro);
    expect([again.status, again.json.code]).toEqual([409, 'MISSION_CLAIMED']);
  });

  it("ranks the week's mission points with masked names and the member's own place", async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    const reply = await get<Leaderboard>('/wps/relay/MCSFE_getMissionLeaderboard', jogador);
    expect(reply.status).toBe(200);
    expect(schemaErrors('relay-MCSFE_getMissionLeaderboard.json', reply.json.value)).toEqual([]);
    const { list, me } = reply.json.value;
    const scores = list.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(list.every((row) => /^.{2}\*\*\*.{2}$/.test(row.player))).toBe(true);
    expect(list.filter((row) => row.me)).toEqual([{ rank: me!.rank, player: 'jo***or', score: me!.score, me: true }]);
    expect(me!.score).toBe((await summary(jogador)).weekScore);

    // Claiming the login mission moves the member up by its points.
    const claimed = await claim<{ summary: Summary }>('DAILY_LOGIN', jogador);
    expect(claimed.status).toBe(200);
    const after = (await get<Leaderboard>('/wps/relay/MCSFE_getMissionLeaderboard', jogador)).json.value;
    expect(after.me!.score).toBe(me!.score + 10);
  });

  it('refuses unknown missions, trial accounts and calls without a token', async () => {
    const jogador = await tokenOf(sandbox, 'jogador', DEMO_PASSWORD);
    expect((await claim('NO_SUCH_MISSION', jogador)).status).toBe(404);
    expect((await claim('bad code', jogador)).status).toBe(400);
    const trial = await call<{ token: string }>(sandbox, 'POST', '/wps/session/login/freeplay', {
      os: 'Linux',
      platform: 'W',
      randomString: 'abcdefghijklmnop',
      gatewayVersion: 3,
    });
    expect((await claim('DAILY_LOGIN', trial.json.value.token)).status).toBe(403);
    expect((await get('/wps/relay/MCSFE_getMissionSummaryDetails')).status).toBe(401);
    expect((await get('/wps/relay/MCSFE_getMissionLeaderboard')).status).toBe(401);
    expect((await claim('DAILY_LOGIN')).status).toBe(401);
  });
});
