import { DEMO_PASSWORD } from '../db/seed/accounts';
import type { Account } from '../store/accounts';
import type { Contract } from '../store/agent-contracts';
import { createTestAccount, insertContract, placeTestBet } from '../testing/agents';
import { call, tokenOf } from '../testing/accounts';
import { schemaErrors, startSandbox, type RunningSandbox } from '../testing/fixtures';

interface Contracts {
  mine: Contract[];
  offered: Contract[];
  list: Contract[];
  totalCount: number;
  totalPages: number;
}
interface Decision {
  contract: Contract;
  ended: Contract[];
}

const HOUR_MS = 3_600_000;

describe('agent contract calls', () => {
  let sandbox: RunningSandbox;
  /** top (platform SALARY 1.00, DIVIDEND 30) > mid (SALARY 0.80 from top) > lowA 0.50, lowB 0.30, lowC offered 0.60. */
  const team: Record<string, Account> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    sandbox = await startSandbox();
    const { db } = sandbox;
    const at = new Date(Date.now() - 48 * HOUR_MS);
    const allOn = { enableCt: true, enableSalary: true, enableContract: true };
    team.top = await createTestAccount(db, { username: 'ctTopo', type: 1, flags: allOn });
    team.mid = await createTestAccount(db, { username: 'ctMeio', type: 2, upline: team.top, flags: allOn });
    team.member = await createTestAccount(db, { username: 'ctMembro', type: 0, upline: team.top });
    team.lowA = await createTestAccount(db, { username: 'ctBaixoA', type: 2, upline: team.mid, flags: allOn });
    team.lowB = await createTestAccount(db, { username: 'ctBaixoB', type: 2, upline: team.mid, flags: allOn });
    team.lowC = await createTestAccount(db, { username: 'ctBaixoC', type: 2, upline: team.mid, flags: allOn });
    team.outsider = await createTestAccount(db, { username: 'ctOutro', type: 1, flags: allOn });
    team.closed = await createTestAccount(db, { username: 'ctFechado', type: 1, flags: { enableSalary: true } });
    await insertContract(db, { kind: 'SALARY', upline: null, downline: team.top, rate: '1.00', status: 'ACTIVE', at });
    await insertContract(db, { kind: 'DIVIDEND', upline: null, downline: team.top, rate: '30.00', status: 'ACTIVE', at });
    await insertContract(db, { kind: 'SALARY', upline: null, downline: team.closed, rate: '1.00', status: 'ACTIVE', at });
    await insertContract(db, { kind: 'SALARY', upline: team.top, downline: team.mid, rate: '0.80', status: 'ACTIVE', at });
    await insertContract(db, { kind: 'SALARY', upline: team.mid, downline: team.lowA, rate: '0.50', status: 'ACTIVE', at });
    await insertContract(db, { kind: 'SALARY', upline: team.mid, downline: team.lowB, rate: '0.30', status: 'ACTIVE', at });
    await insertContract(db, { kind: 'SALARY', upline: team.mid, downline: team.lowC, rate: '0.60', status: 'PENDING', at });
    for (const [name, account] of Object.entries(team)) tokens[name] = await tokenOf(sandbox, account.username, DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => sandbox?.close());

  const contracts = async (who: string) => {
    const reply = await call<Contracts>(sandbox, 'GET', '/wps/v2/agent/contracts?pageNo=1&pageSize=20', undefined, { token: tokens[who] });
    expect(reply.status).toBe(200);
    expect(schemaErrors('v2-agent-contracts.json', reply.json.value)).toEqual([]);
    return reply.json.value;
  };
  const offer = <T = Contract>(who: string, body: unknown) =>
    call<T>(sandbox, 'POST', '/wps/v2/agent/contracts', body, { token: tokens[who] });
  const decide = <T = Decision>(who: string, id: number | string, decision: 'accept' | 'reject') =>
    call<T>(sandbox, 'POST', `/wps/v2/agent/contracts/${id}/${decision}`, {}, { token: tokens[who] });
  const summary = (contract: Contract) =>
    `${contract.kind} ${contract.upline ?? '-'}>${contract.downline} ${contract.rate} ${contract.status}${contract.endedReason ? ` ${contract.endedReason}` : ''}`;

  it('lists my contracts, my pending offers and the history I am party to', async () => {
    const mid = await contracts('mid');
    expect(mid.mine.map(summary)).toEqual(['SALARY ctTopo>ctMeio 0.8 ACTIVE']);
    expect(mid.offered.map(summary)).toEqual(['SALARY ctMeio>ctBaixoC 0.6 PENDING']);
    expect(mid.list.map(summary).sort()).toEqual([
      'SALARY ctMeio>ctBaixoA 0.5 ACTIVE',
      'SALARY ctMeio>ctBaixoB 0.3 ACTIVE',
      'SALARY ctMeio>ctBaixoC 0.6 PENDING',
      'SALARY ctTopo>ctMeio 0.8 ACTIVE',
    ]);
    expect([mid.totalCount, mid.totalPages]).toEqual([4, 1]);
    const top = await contracts('top');
    expect(top.mine.map(summary)).toEqual(['SALARY ->ctTopo 1 ACTIVE', 'DIVIDEND ->ctTopo 30 ACTIVE']);
    // The page is a page: the totals still count everything.
    const firstOnly = (
      await call<Contracts>(sandbox, 'GET', '/wps/v2/agent/contracts?pageNo=2&pageSize=3', undefined, { token: tokens.mid })
    ).json.value;
    expect([firstOnly.list.length, firstOnly.totalCount, firstOnly.totalPages]).toEqual([1, 4, 2]);
  });

  it('refuses offers outside the rules', async () => {
    const refused = async (who: string, body: unknown, status: number, code: string) => {
      const reply = await offer<null>(who, body);
      expect([reply.status, reply.json.code]).toEqual([status, code]);
      return reply;
    };
    const above = await refused('top', { downline: 'ctMeio', kind: 'SALARY', rate: 1.01 }, 400, 'RATE_ABOVE_OWN');
    expect(above.json.message).toBe('A taxa não pode ser maior que a sua.');
    await refused('top', { downline: 'ctMembro', kind: 'SALARY', rate: 0.5 }, 400, 'NOT_AN_AGENT');
    await refused('top', { downline: 'ctBaixoA', kind: 'SALARY', rate: 0.1 }, 403, 'NOT_IN_TEAM');
    await refused('top', { downline: 'ctOutro', kind: 'SALARY', rate: 0.1 }, 403, 'NOT_IN_TEAM');
    await refused('top', { downline: 'ninguem', kind: 'SALARY', rate: 0.1 }, 403, 'NOT_IN_TEAM');
    await refused('mid', { downline: 'ctBaixoA', kind: 'DIVIDEND', rate: 5 }, 400, 'NO_CONTRACT');
    await refused('closed', { downline: 'ctMeio', kind: 'SALARY', rate: 0.1 }, 403, 'CONTRACTS_OFF');
    await refused('member', { downline: 'ctMeio', kind: 'SALARY', rate: 0.1 }, 403, 'AGENT_ONLY');
    for (const body of [
      { downline: 'ctMeio', kind: 'SALARY', rate: 0.555 },
      { downline: 'ctMeio', kind: 'SALARY', rate: 0 },
      { downline: 'ctMeio', kind: 'SALARY', rate: 100.01 },
      { downline: 'ctMeio', kind: 'SALARY', rate: '0.5' },
      { downline: 'ctMeio', kind: 'BONUS', rate: 0.5 },
      { downline: 'ctMeio', kind: 'SALARY' },
      { downline: 'ctMeio', kind: 'SALARY', rate: 0.5, extra: 1 },
      { downline: '', kind: 'SALARY', rate: 0.5 },
    ]) {
      expect([JSON.stringify(body), (await offer<null>('top', body)).status]).toEqual([JSON.stringify(body), 400]);
    }
    expect(
      (await call(sandbox, 'GET', '/wps/v2/agent/contracts?pageNo=1&pageSize=20', undefined, { token: tokens.member })).json.code,
    ).toBe('AGENT_ONLY');
    expect((await call(sandbox, 'GET', '/wps/v2/agent/contracts?pageNo=1&pageSize=20')).status).toBe(401);
    expect((await call(sandbox, 'GET', '/wps/v2/agent/contracts?pageNo=1&pageSize=101', undefined, { token: tokens.top })).status).toBe(
      400,
    );
  });

  it('accepting a lower rate supersedes my contract and ends what I granted above it, in one go', async () => {
    const made = await offer('top', { downline: 'CTMEIO', kind: 'SALARY', rate: 0.4 });
    expect(made.status).toBe(200);
    expect(schemaErrors('v2-agent-contracts-offer.json', made.json.value)).toEqual([]);
    expect(summary(made.json.value)).toBe('SALARY ctTopo>ctMeio 0.4 PENDING');
    const second = await offer<null>('top', { downline: 'ctMeio', kind: 'SALARY', rate: 0.3 });
    expect([second.status, second.json.code]).toEqual([409, 'CONTRACT_PENDING']);
    expect((await contracts('top')).offered.map((contract) => contract.id)).toEqual([made.json.value.id]);

    // Only the downline decides: to the upline the offer does not exist.
    expect((await decide<null>('top', made.json.value.id, 'accept')).status).toBe(404);
    expect((await decide<null>('lowA', made.json.value.id, 'reject')).status).toBe(404);

    const accepted = await decide('mid', made.json.value.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(schemaErrors('v2-agent-contracts-id-accept.json', accepted.json.value)).toEqual([]);
    expect(summary(accepted.json.value.contract)).toBe('SALARY ctTopo>ctMeio 0.4 ACTIVE');
    expect(accepted.json.value.ended.map(summary).sort()).toEqual([
      'SALARY ctMeio>ctBaixoA 0.5 ENDED UPLINE_RATE_LOWER',
      'SALARY ctMeio>ctBaixoC 0.6 ENDED UPLINE_RATE_LOWER',
      'SALARY ctTopo>ctMeio 0.8 ENDED SUPERSEDED',
    ]);
    expect(accepted.json.value.ended.every((contract) => contract.endedAt !== null && contract.decidedAt !== null)).toBe(true);

    // The 0.30 grant is at or below the new rate and stays; the others are gone from their holders.
    expect((await contracts('lowB')).mine.map(summary)).toEqual(['SALARY ctMeio>ctBaixoB 0.3 ACTIVE']);
    expect((await contracts('lowA')).mine).toEqual([]);
    expect((await contracts('lowC')).mine).toEqual([]);
    expect((await contracts('mid')).mine.map(summary)).toEqual(['SALARY ctTopo>ctMeio 0.4 ACTIVE']);

    const again = await decide<null>('mid', made.json.value.id, 'accept');
    expect([again.status, again.json.code]).toEqual([409, 'CONTRACT_DECIDED']);
    expect((await decide<null>('mid', made.json.value.id, 'reject')).json.code).toBe('CONTRACT_DECIDED');
    // Now above the new 0.40, mid may not offer 0.45 any more.
    expect((await offer<null>('mid', { downline: 'ctBaixoA', kind: 'SALARY', rate: 0.45 })).json.code).toBe('RATE_ABOVE_OWN');
    expect((await offer('mid', { downline: 'ctBaixoA', kind: 'SALARY', rate: 0.4 })).status).toBe(200);
  });

  it('a rejected offer ends nothing, and odd ids are 400 or 404, never 500', async () => {
    const made = await offer('top', { downline: 'ctMeio', kind: 'DIVIDEND', rate: 20 });
    expect(made.status).toBe(200);
    const rejected = await decide('mid', made.json.value.id, 'reject');
    expect(rejected.status).toBe(200);
    expect(schemaErrors('v2-agent-contracts-id-reject.json', rejected.json.value)).toEqual([]);
    expect(summary(rejected.json.value.contract)).toBe('DIVIDEND ctTopo>ctMeio 20 REJECTED');
    expect(rejected.json.value.ended).toEqual([]);
    expect((await decide<null>('mid', made.json.value.id, 'accept')).json.code).toBe('CONTRACT_DECIDED');

    expect((await decide<null>('mid', 999_999_999, 'accept')).status).toBe(404);
    for (const id of ['1234567890', '99999999999999999999', '0', 'abc', '-1'])
      expect((await decide<null>('mid', id, 'accept')).status).toBe(400);
    expect(
      (await call(sandbox, 'POST', `/wps/v2/agent/contracts/${made.json.value.id}/accept`, { extra: true }, { token: tokens.mid })).status,
    ).toBe(400);
    expect((await decide<null>('member', made.json.value.id, 'accept')).json.code).toBe('AGENT_ONLY');
  });

  it('ends the grants below an agent whose contract ended, down the sub-tree, and refuses an offer its upline can no longer cover', async () => {
    const { db } = sandbox;
    const at = new Date(Date.now() - 24 * HOUR_MS);
    const allOn = { enableCt: true, enableSalary: true, enableContract: true };
    const chain: Record<string, Account> = {};
    chain.a = await createTestAccount(db, { username: 'cdA', type: 1, flags: allOn });
    chain.b = await createTestAccount(db, { username: 'cdB', type: 2, upline: chain.a, flags: allOn });
    chain.c = await createTestAccount(db, { username: 'cdC', type: 2, upline: chain.b, flags: allOn });
    chain.d = await createTestAccount(db, { username: 'cdD', type: 2, upline: chain.c, flags: allOn });
    chain.e = await createTestAccount(db, { username: 'cdE', type: 2, upline: chain.d, flags: allOn });
    await insertContract(db, { kind: 'SALARY', upline: null, downline: chain.a, rate: '1.00', status: 'ACTIVE', at });
    await insertContract(db, { kind: 'SALARY', upline: chain.a, downline: chain.b, rate: '0.90', status: 'ACTIVE', at });
    await insertContract(db, { kind: 'SALARY', upline: chain.b, downline: chain.c, rate: '0.70', status: 'ACTIVE', at });
    await insertContract(db, { kind: 'SALARY', upline: chain.c, downline: chain.d, rate: '0.20', status: 'ACTIVE', at });
    await insertContract(db, { kind: 'SALARY', upline: chain.d, downline: chain.e, rate: '0.10', status: 'PENDING', at });
    for (const name of ['a', 'b', 'e']) tokens[`chain-${name}`] = await tokenOf(sandbox, chain[name].username, DEMO_PASSWORD);

    // b takes 0.50 from a: c's 0.70 ends (above 0.50); c then holds nothing, so its 0.20 to d ends,
    // and so does d's pending 0.10 to e, though both are below 0.50.
    const lower = await offer('chain-a', { downline: 'cdB', kind: 'SALARY', rate: 0.5 });
    const accepted = await decide('chain-b', lower.json.value.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.json.value.ended.map(summary).sort()).toEqual([
      'SALARY cdA>cdB 0.9 ENDED SUPERSEDED',
      'SALARY cdB>cdC 0.7 ENDED UPLINE_RATE_LOWER',
      'SALARY cdC>cdD 0.2 ENDED UPLINE_RATE_LOWER',
      'SALARY cdD>cdE 0.1 ENDED UPLINE_RATE_LOWER',
    ]);
    expect((await contracts('chain-e')).mine).toEqual([]);

    // An acceptance ends the pending offers above the new rate, so an offer its upline cannot cover
    // should never be left; one written behind the calls' back (b holds 0.50, offered 0.55) is refused all the same.
    const uncovered = await insertContract(db, {
      kind: 'SALARY',
      upline: chain.b,
      downline: chain.c,
      rate: '0.55',
      status: 'PENDING',
      at: new Date(),
    });
    tokens['chain-c'] = await tokenOf(sandbox, chain.c.username, DEMO_PASSWORD);
    const refused = await decide('chain-c', uncovered, 'accept');
    expect([refused.status, refused.json.code]).toEqual([409, 'UPLINE_RATE_CHANGED']);
    expect((await contracts('chain-c')).mine.map(summary)).toEqual(['SALARY cdB>cdC 0.55 PENDING']);
  });

  it('pays what the old contract earned before an acceptance replaces it', async () => {
    const { db } = sandbox;
    const at = new Date(Date.now() - 48 * HOUR_MS);
    const allOn = { enableCt: true, enableSalary: true, enableContract: true };
    // A type 2 agent is paid by the hour: its 0.80 contract has an hour with 125.00 of stakes in it.
    const upline = await createTestAccount(db, { username: 'pgCima', type: 1, flags: allOn });
    const agent = await createTestAccount(db, { username: 'pgAgente', type: 2, upline, flags: allOn });
    const player = await createTestAccount(db, { username: 'pgJogador', type: 0, upline: agent });
    await insertContract(db, { kind: 'SALARY', upline: null, downline: upline, rate: '1.00', status: 'ACTIVE', at });
    await insertContract(db, { kind: 'SALARY', upline, downline: agent, rate: '0.80', status: 'ACTIVE', at });
    await placeTestBet(db, player, { stake: '125.00', payout: '0.00', placedAt: new Date(Date.now() - 30 * HOUR_MS) });
    tokens.pgCima = await tokenOf(sandbox, 'pgCima', DEMO_PASSWORD);
    tokens.pgAgente = await tokenOf(sandbox, 'pgAgente', DEMO_PASSWORD);

    const lower = await offer('pgCima', { downline: 'pgAgente', kind: 'SALARY', rate: 0.4 });
    expect((await decide('pgAgente', lower.json.value.id, 'accept')).status).toBe(200);
    // Nobody opened a salary page before: the hour was still paid at 0.80 (1.00), not lost with the old contract.
    const { rows } = await db.query<{ amount: string }>(
      `SELECT amount::text AS amount FROM wallet_moves WHERE account_id = $1 AND kind = 'SALARY'`,
      [agent.id],
    );
    expect(rows.map((row) => row.amount)).toEqual(['1.00']);
  });
});
