import { formatCurrency } from '../../core/format/money';
import type { Queryable } from '../db/db';
import { maskPlayer } from '../lib/rank-list';
import { lockAccountRow } from './accounts';
import { creditMemberWallet, toCents } from './wallets';

/**
 * Daily missions (migration 015). The missions are the platform's, the same every day; progress
 * is read from the member's own bets and deposits of the day (UTC-3), so it can never disagree
 * with the records. A completed mission is claimed once a day: a MISSION move pays its reward and
 * its points join the week's score on the leaderboard.
 */

const DAY_MS = 86_400_000;
const BRASILIA_OFFSET_MS = -3 * 3_600_000;

export type MissionMetric = 'LOGIN' | 'STAKE' | 'DEPOSIT' | 'GAMES';

/** An amount as the merchant's site writes money ("P 50.00"): formatCurrency with its symbol. */
type Money = (amount: string) => string;

export interface MissionDefinition {
  code: string;
  /** What players read, amounts written with the merchant's symbol. */
  title: (money: Money) => string;
  description: (money: Money) => string;
  metric: MissionMetric;
  /** Cents for STAKE, a count otherwise. */
  target: number;
  reward: string;
  points: number;
}

export const MISSIONS: readonly MissionDefinition[] = [
  {
    code: 'DAILY_LOGIN',
    title: () => 'Entre na sua conta',
    description: () => 'Faça login hoje.',
    metric: 'LOGIN',
    target: 1,
    reward: '0.50',
    points: 10,
  },
  {
    code: 'DAILY_DEPOSIT',
    title: () => 'Faça um depósito',
    description: () => 'Conclua um depósito de qualquer valor hoje.',
    metric: 'DEPOSIT',
    target: 1,
    reward: '2.00',
    points: 30,
  },
  {
    code: 'DAILY_GAMES',
    title: () => 'Explore 3 jogos',
    description: () => 'Aposte em 3 jogos diferentes hoje.',
    metric: 'GAMES',
    target: 3,
    reward: '1.00',
    points: 20,
  },
  {
    code: 'DAILY_STAKE',
    title: (money) => `Aposte ${money('50.00')}`,
    description: (money) => `Some ${money('50.00')} em apostas hoje, em qualquer jogo.`,
    metric: 'STAKE',
    target: 5000,
    reward: '3.00',
    points: 40,
  },
];

export type MissionStatus = 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED';

/** The calendar day (UTC-3) of an instant, as YYYY-MM-DD, and the instants it spans. */
export function brasiliaDay(now: Date): { day: string; from: Date; to: Date } {
  const local = new Date(now.getTime() + BRASILIA_OFFSET_MS);
  const day = local.toISOString().slice(0, 10);
  const from = new Date(`${day}T00:00:00-03:00`);
  return { day, from, to: new Date(from.getTime() + DAY_MS) };
}

/** The Monday (UTC-3) of the week an instant falls in. */
export function weekStart(now: Date): string {
  const { from } = brasiliaDay(now);
  const weekday = (new Date(from.getTime() - BRASILIA_OFFSET_MS).getUTCDay() + 6) % 7;
  return brasiliaDay(new Date(from.getTime() - weekday * DAY_MS)).day;
}

async function progressOf(db: Queryable, accountId: number, now: Date): Promise<Record<MissionMetric, number>> {
  const { from, to } = brasiliaDay(now);
  const { rows: bets } = await db.query<{ stake: string; games: number }>(
    `SELECT coalesce(sum(stake), 0)::numeric(14, 2)::text AS stake, count(DISTINCT game_id)::int AS games
       FROM bets WHERE account_id = $1 AND placed_at >= $2 AND placed_at < $3`,
    [accountId, from, to],
  );
  const { rows: deposits } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM deposit_orders WHERE account_id = $1 AND status = 'PAID' AND paid_at >= $2 AND paid_at < $3`,
    [accountId, from, to],
  );
  // Asking with a token is being logged in today.
  return { LOGIN: 1, STAKE: toCents(bets[0].stake), GAMES: bets[0].games, DEPOSIT: deposits[0].count };
}

export interface MissionView {
  code: string;
  title: string;
  description: string;
  metric: MissionMetric;
  progress: number;
  target: number;
  reward: string;
  points: number;
  status: MissionStatus;
}

/** `currencySymbol`: the merchant's, for the amounts in the missions' texts. */
export async function missionSummary(db: Queryable, accountId: number, now: Date, currencySymbol: string) {
  const money: Money = (amount) => formatCurrency(amount, currencySymbol);
  const { day } = brasiliaDay(now);
  const [progress, claims, score] = await Promise.all([
    progressOf(db, accountId, now),
    db.query<{ mission_code: string }>('SELECT mission_code FROM mission_claims WHERE account_id = $1 AND mission_day = $2', [
      accountId,
      day,
    ]),
    db.query<{ score: number }>('SELECT score FROM mission_scores WHERE account_id = $1 AND week_start = $2', [accountId, weekStart(now)]),
  ]);
  const claimed = new Set(claims.rows.map((row) => row.mission_code));
  const missions: MissionView[] = MISSIONS.map((mission) => {
    const done = Math.min(progress[mission.metric], mission.target);
    return {
      code: mission.code,
      title: mission.title(money),
      description: mission.description(money),
      metric: mission.metric,
      progress: done,
      target: mission.target,
      reward: mission.reward,
      points: mission.points,
      status: claimed.has(mission.code) ? 'CLAIMED' : done >= mission.target ? 'CLAIMABLE' : 'IN_PROGRESS',
    };
  });
  return {
    day,
    missions,
    claimableCount: missions.filter((mission) => mission.status === 'CLAIMABLE').length,
    weekScore: score.rows[0]?.score ?? 0,
  };
}

/**
 * Claims a completed mission of today for the member, in the caller's transaction: the claim row
 * (its key stops a second claim), the MISSION move and the week's points. Answers the mission's
 * state when it cannot be claimed.
 */
export async function claimMission(
  tx: Queryable,
  member: { merchantCode: string; accountId: number },
  code: string,
  now: Date,
  currencySymbol: string,
): Promise<'CLAIMED_NOW' | 'UNKNOWN' | 'IN_PROGRESS' | 'CLAIMED'> {
  const mission = MISSIONS.find((candidate) => candidate.code === code);
  if (!mission) return 'UNKNOWN';
  const { day } = brasiliaDay(now);
  // Serialises one member's claims: the second of two at once waits here, then finds the claim.
  await lockAccountRow(tx, member.accountId);
  const { rows: done } = await tx.query('SELECT 1 FROM mission_claims WHERE account_id = $1 AND mission_code = $2 AND mission_day = $3', [
    member.accountId,
    code,
    day,
  ]);
  if (done.length) return 'CLAIMED';
  const progress = await progressOf(tx, member.accountId, now);
  if (progress[mission.metric] < mission.target) return 'IN_PROGRESS';
  const { moveId } = await creditMemberWallet(tx, {
    ...member,
    amount: mission.reward,
    kind: 'MISSION',
    description: `Missão diária: ${mission.title((amount) => formatCurrency(amount, currencySymbol))}`,
    reference: `MS${code}${day.replace(/-/g, '')}`,
    now,
  });
  await tx.query('INSERT INTO mission_claims (account_id, mission_code, mission_day, move_id, claimed_at) VALUES ($1, $2, $3, $4, $5)', [
    member.accountId,
    code,
    day,
    moveId,
    now,
  ]);
  await addScore(tx, member, mission.points, now);
  return 'CLAIMED_NOW';
}

export async function addScore(
  db: Queryable,
  member: { merchantCode: string; accountId: number },
  points: number,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO mission_scores (account_id, merchant_code, week_start, score) VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id, week_start) DO UPDATE SET score = mission_scores.score + EXCLUDED.score`,
    [member.accountId, member.merchantCode, weekStart(now), points],
  );
}

/** The week's top members of the merchant (names masked), and the member's own place. */
export async function missionLeaderboard(db: Queryable, member: { merchantCode: string; accountId: number }, now: Date, size = 20) {
  const week = weekStart(now);
  const { rows } = await db.query<{ account_id: number; username: string; score: number; rank: number }>(
    `SELECT s.account_id, a.username, s.score, rank() OVER (ORDER BY s.score DESC)::int AS rank
       FROM mission_scores s JOIN accounts a USING (account_id)
      WHERE s.merchant_code = $1 AND s.week_start = $2 AND s.score > 0
      ORDER BY s.score DESC, s.account_id`,
    [member.merchantCode, week],
  );
  const mine = rows.find((row) => row.account_id === member.accountId);
  return {
    weekStart: week,
    list: rows
      .slice(0, size)
      .map((row) => ({ rank: row.rank, player: maskPlayer(row.username), score: row.score, me: row.account_id === member.accountId })),
    me: mine ? { rank: mine.rank, score: mine.score } : null,
  };
}
