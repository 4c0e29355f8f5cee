/**
 * The report exports (GET v2/agent/<report>/export): one request gives every row of the JSON
 * call's selection, in its order, and the same totals, for a seeded team and for a team larger
 * than the export's batches; errors before the first line stay JSON failures.
 */
import { parseExport } from '../../plugins/agent-centre/csv';
import { DEMO_PASSWORD } from '../db/seed/accounts';
import { findAccountById } from '../store/accounts';
import { createSession } from '../store/sessions';
import { call, tokenOf } from '../testing/accounts';
import { MARE, startSandbox, type RunningSandbox } from '../testing/fixtures';
import { send } from '../testing/http';
import { insertScaleTeam } from '../testing/scale-data';

interface Page<T> {
  list: T[];
  totalCount: number;
  totalPages: number;
  totals?: Record<string, unknown>;
}

let sandbox: RunningSandbox;
let agente1: string;
let jogador: string;
/** An agent with more direct downlines than an export batch holds (500 rows of P&L and team, 1,000 of bets and moves). */
let bigAgent: string;
const BIG_TEAM = 1200;

/** A calendar day in UTC-3, `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
const RANGE = `from=${day(-29)}&to=${day(0)}`;

beforeAll(async () => {
  sandbox = await startSandbox();
  [agente1, jogador] = await Promise.all(['agente1', 'jogador'].map((username) => tokenOf(sandbox, username, DEMO_PASSWORD)));
  const team = await sandbox.db.transaction((tx) => insertScaleTeam(tx, MARE.merchantCode, 'EXP', BIG_TEAM, new Date()));
  bigAgent = await createSession(sandbox.db, (await findAccountById(sandbox.db, team.agentId))!, new Date());
}, 60_000);
afterAll(() => sandbox?.close());

const download = (path: string, token: string) =>
  send(sandbox.baseUrl, { path, headers: { 'x-merchant-code': MARE.merchantCode, authorization: `Bearer ${token}` } });

async function allPages<T>(path: string, token: string): Promise<{ rows: T[]; totals: Record<string, unknown> | undefined }> {
  const rows: T[] = [];
  let totals: Record<string, unknown> | undefined;
  for (let pageNo = 1; ; pageNo += 1) {
    const reply = await call<Page<T>>(sandbox, 'GET', `${path}&pageNo=${pageNo}&pageSize=100`, undefined, { token });
    expect(reply.status).toBe(200);
    rows.push(...reply.json.value.list);
    totals = reply.json.value.totals;
    if (pageNo >= reply.json.value.totalPages) return { rows, totals };
  }
}

/** A JSON value as the export writes it: text, '' for null. */
const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const textOf = (record: Record<string, unknown>, fields: readonly string[]) => fields.map((field) => asText(record[field]));

/** The export of `report` holds every row of the JSON call, in order, and its totals. */
async function expectExportMatches(report: string, query: string, token: string, minimumRows = 1): Promise<void> {
  const file = await download(`/wps/v2/agent/${report}/export?${query}`, token);
  expect([file.status, file.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
  expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv"$/);
  const exported = parseExport(file.text);
  const json = await allPages<Record<string, unknown>>(`/wps/v2/agent/${report}?${query}`, token);
  expect(json.rows.length).toBeGreaterThanOrEqual(minimumRows);
  const fields = Object.keys(json.rows[0]);
  expect(exported.rows.map((row) => textOf(row, fields))).toEqual(json.rows.map((row) => textOf(row, fields)));
  if (json.totals) {
    expect(exported.totals).toHaveLength(1);
    const totalFields = Object.keys(json.totals);
    expect(textOf(exported.totals[0], totalFields)).toEqual(textOf(json.totals, totalFields));
  } else expect(exported.totals).toEqual([]);
}

describe.each([
  ['pnl', ''],
  ['team', ''],
  ['bets', ''],
  ['transactions', ''],
  ['bets', '&status=LOST'],
  ['transactions', '&kind=DEPOSIT'],
])('the %s export%s', (report, filter) => {
  it("holds every row of the seeded team's JSON call, in order, and its totals", async () => {
    await expectExportMatches(report, `${RANGE}${filter}`, agente1);
  });

  it('holds every row of a team larger than its batches', async () => {
    await expectExportMatches(report, `${RANGE}${filter}`, bigAgent, BIG_TEAM);
  });
});

it("exports one member's rows, and a sub-agent's team view", async () => {
  await expectExportMatches('pnl', `${RANGE}&username=membro4`, agente1);
  await expectExportMatches('bets', `${RANGE}&username=membro4`, agente1);
  await expectExportMatches('team', `${RANGE}&parent=subagente1`, agente1);
  await expectExportMatches('team', `${RANGE}&username=membro`, agente1);
});

it('answers refusals as JSON failures, before any line', async () => {
  const member = await download(`/wps/v2/agent/pnl/export?${RANGE}`, jogador);
  expect([member.status, JSON.parse(member.text).code]).toEqual([403, 'AGENT_ONLY']);
  const outside = await download(`/wps/v2/agent/bets/export?${RANGE}&username=agente2`, agente1);
  expect([outside.status, JSON.parse(outside.text).code]).toEqual([403, 'NOT_IN_TEAM']);
  const paged = await download(`/wps/v2/agent/pnl/export?${RANGE}&pageNo=1`, agente1);
  expect([paged.status, JSON.parse(paged.text).code]).toEqual([400, 'INVALID_REQUEST']);
  const anonymous = await send(sandbox.baseUrl, {
    path: `/wps/v2/agent/team/export?${RANGE}`,
    headers: { 'x-merchant-code': MARE.merchantCode },
  });
  expect(anonymous.status).toBe(401);
});
