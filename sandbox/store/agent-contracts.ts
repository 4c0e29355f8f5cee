import type { Queryable } from '../db/db';
import { AGENT_TYPES, type Account } from './accounts';

/**
 * Agent contracts (migration 017): the rate an upline grants a direct downline agent for SALARY
 * (a share of the team's stakes) or DIVIDEND (a share of the team's net loss). A top agent's own
 * contract comes from the platform (no upline). An agent holds at most one ACTIVE and one PENDING
 * contract per kind; the partial unique indexes of the table make that hold under any race.
 */

export type ContractKind = 'SALARY' | 'DIVIDEND';
export type ContractStatus = 'PENDING' | 'ACTIVE' | 'REJECTED' | 'ENDED';
export type EndedReason = 'SUPERSEDED' | 'UPLINE_RATE_LOWER';

export interface Contract {
  id: number;
  kind: ContractKind;
  /** The upline's username; null for the platform's contract with a top agent. */
  upline: string | null;
  downline: string;
  /** A percentage with at most two decimals. */
  rate: number;
  status: ContractStatus;
  createdAt: string;
  decidedAt: string | null;
  endedAt: string | null;
  endedReason: EndedReason | null;
}

interface ContractRow {
  contract_id: number;
  kind: ContractKind;
  upline: string | null;
  downline: string;
  rate: string;
  status: ContractStatus;
  created_at: Date;
  decided_at: Date | null;
  ended_at: Date | null;
  ended_reason: EndedReason | null;
}

const SELECT_CONTRACTS = `
  SELECT c.contract_id, c.kind, u.username AS upline, d.username AS downline, c.rate::text AS rate, c.status,
         c.created_at, c.decided_at, c.ended_at, c.ended_reason
    FROM agent_contracts c
    JOIN accounts d ON d.account_id = c.downline_account_id
    LEFT JOIN accounts u ON u.account_id = c.upline_account_id`;

const NEWEST_FIRST = 'ORDER BY c.created_at DESC, c.contract_id DESC';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function toContract(row: ContractRow): Contract {
  return {
    id: row.contract_id,
    kind: row.kind,
    upline: row.upline,
    downline: row.downline,
    rate: Number(row.rate),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: iso(row.decided_at),
    endedAt: iso(row.ended_at),
    endedReason: row.ended_reason,
  };
}

/** The account's ACTIVE contract of a kind: its rate as exact decimal text and since when it runs. */
export async function activeContract(
  db: Queryable,
  accountId: number,
  kind: ContractKind,
): Promise<{ rate: string; since: Date } | undefined> {
  const { rows } = await db.query<{ rate: string; since: Date }>(
    `SELECT rate::text AS rate, decided_at AS since FROM agent_contracts WHERE downline_account_id = $1 AND kind = $2 AND status = 'ACTIVE'`,
    [accountId, kind],
  );
  return rows[0] && { rate: rows[0].rate, since: new Date(rows[0].since) };
}

/** Contracts by id, newest first (the answer of a decision lists what it ended). */
async function contractsById(db: Queryable, ids: readonly number[]): Promise<Contract[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ContractRow>(`${SELECT_CONTRACTS} WHERE c.contract_id = ANY($1::int[]) ${NEWEST_FIRST}`, [ids]);
  return rows.map(toContract);
}

/**
 * Locks the accounts whose contracts a change reads and writes, in id order (no deadlock between
 * two changes on a PostgreSQL server): an offer and a decision touching the same agent run one
 * after the other, so an offer can never slip in above a rate its upline has just lowered.
 */
async function lockAccounts(tx: Queryable, ids: readonly number[]): Promise<void> {
  await tx.query('SELECT account_id FROM accounts WHERE account_id = ANY($1::int[]) ORDER BY account_id FOR NO KEY UPDATE', [ids]);
}

export type OfferRefusal = 'NOT_IN_TEAM' | 'NOT_AN_AGENT' | 'NO_CONTRACT' | 'RATE_ABOVE_OWN' | 'CONTRACT_PENDING';

/**
 * Offers a direct downline agent a contract, in the caller's transaction. The rate (exact decimal
 * text) may not exceed the upline's own ACTIVE rate of the kind. Answers the new PENDING contract
 * or why it was refused.
 */
export async function offerContract(
  tx: Queryable,
  offer: { upline: Account; downline: string; kind: ContractKind; rate: string; now: Date },
): Promise<Contract | OfferRefusal> {
  const { rows: found } = await tx.query<{ account_id: number; type: number }>(
    `SELECT account_id, type FROM accounts WHERE merchant_code = $1 AND lower(username) = lower($2) AND upline_account_id = $3`,
    [offer.upline.merchantCode, offer.downline, offer.upline.id],
  );
  const downline = found[0];
  // An unknown username answers as one outside the team: the call tells nothing about other teams.
  if (!downline) return 'NOT_IN_TEAM';
  if (!(AGENT_TYPES as readonly number[]).includes(downline.type)) return 'NOT_AN_AGENT';
  await lockAccounts(tx, [offer.upline.id, downline.account_id]);

  const own = await activeContract(tx, offer.upline.id, offer.kind);
  if (!own) return 'NO_CONTRACT';
  const { rows: compared } = await tx.query<{ above: boolean }>('SELECT $1::numeric > $2::numeric AS above', [offer.rate, own.rate]);
  if (compared[0].above) return 'RATE_ABOVE_OWN';

  const { rows: pending } = await tx.query(
    `SELECT 1 FROM agent_contracts WHERE downline_account_id = $1 AND kind = $2 AND status = 'PENDING'`,
    [downline.account_id, offer.kind],
  );
  if (pending.length > 0) return 'CONTRACT_PENDING';
  const { rows } = await tx.query<{ contract_id: number }>(
    `INSERT INTO agent_contracts (merchant_code, kind, upline_account_id, downline_account_id, rate, status, created_at)
     VALUES ($1, $2, $3, $4, $5::numeric, 'PENDING', $6) RETURNING contract_id`,
    [offer.upline.merchantCode, offer.kind, offer.upline.id, downline.account_id, offer.rate, offer.now],
  );
  const [contract] = await contractsById(tx, [rows[0].contract_id]);
  return contract;
}

export type DecisionRefusal = 'NOT_FOUND' | 'CONTRACT_DECIDED' | 'UPLINE_RATE_CHANGED';

/**
 * The downline's answer to a PENDING offer, in the caller's transaction. Accepting makes it
 * ACTIVE, ends the downline's previous ACTIVE contract of the kind (SUPERSEDED) and every ACTIVE
 * or PENDING contract of the kind the downline granted its own downlines above the new rate
 * (UPLINE_RATE_LOWER); an agent whose contract ends that way holds none of the kind any more, so
 * the grants below it end too, down the whole sub-tree: nobody keeps or is offered more than
 * their upline now has. An offer whose upline no longer holds that much (its own contract changed
 * since) cannot be accepted (UPLINE_RATE_CHANGED). Only the downline may decide; anyone else gets
 * NOT_FOUND, as for an unknown id.
 */
export async function decideContract(
  tx: Queryable,
  decision: { downlineId: number; contractId: number; accept: boolean; now: Date },
): Promise<{ contract: Contract; ended: Contract[] } | DecisionRefusal> {
  const { downlineId, contractId, now } = decision;
  await lockAccounts(tx, [downlineId]);
  const { rows: offered } = await tx.query<{ kind: ContractKind; rate: string; status: ContractStatus; upline_account_id: number | null }>(
    `SELECT kind, rate::text AS rate, status, upline_account_id FROM agent_contracts WHERE contract_id = $1 AND downline_account_id = $2 FOR UPDATE`,
    [contractId, downlineId],
  );
  const contract = offered[0];
  if (!contract) return 'NOT_FOUND';
  if (contract.status !== 'PENDING') return 'CONTRACT_DECIDED';

  if (!decision.accept) {
    await tx.query(`UPDATE agent_contracts SET status = 'REJECTED', decided_at = $2 WHERE contract_id = $1`, [contractId, now]);
    return { contract: (await contractsById(tx, [contractId]))[0], ended: [] };
  }
  if (contract.upline_account_id !== null) {
    await lockAccounts(tx, [contract.upline_account_id]);
    const own = await activeContract(tx, contract.upline_account_id, contract.kind);
    const { rows: compared } = await tx.query<{ above: boolean }>('SELECT $1::numeric > $2::numeric AS above', [
      contract.rate,
      own?.rate ?? '0',
    ]);
    if (!own || compared[0].above) return 'UPLINE_RATE_CHANGED';
  }
  // The previous ACTIVE one ends first: the table allows one ACTIVE contract per downline and kind.
  const { rows: superseded } = await tx.query<{ contract_id: number }>(
    `UPDATE agent_contracts SET status = 'ENDED', ended_at = $3, ended_reason = 'SUPERSEDED'
      WHERE downline_account_id = $1 AND kind = $2 AND status = 'ACTIVE' RETURNING contract_id`,
    [downlineId, contract.kind, now],
  );
  await tx.query(`UPDATE agent_contracts SET status = 'ACTIVE', decided_at = $2 WHERE contract_id = $1`, [contractId, now]);
  // The grants above the new rate, then every grant below an agent whose contract just ended.
  // An offer ended this way was never answered by its downline: it counts as decided now.
  const { rows: lowered } = await tx.query<{ contract_id: number }>(
    `WITH RECURSIVE ending(contract_id, downline_account_id) AS (
       SELECT contract_id, downline_account_id FROM agent_contracts
        WHERE upline_account_id = $1 AND kind = $2 AND status IN ('ACTIVE', 'PENDING') AND rate > $3::numeric
       UNION
       SELECT c.contract_id, c.downline_account_id FROM agent_contracts c JOIN ending e ON c.upline_account_id = e.downline_account_id
        WHERE c.kind = $2 AND c.status IN ('ACTIVE', 'PENDING')
     )
     UPDATE agent_contracts SET status = 'ENDED', decided_at = coalesce(decided_at, $4), ended_at = $4, ended_reason = 'UPLINE_RATE_LOWER'
      WHERE contract_id IN (SELECT contract_id FROM ending) RETURNING contract_id`,
    [downlineId, contract.kind, contract.rate, now],
  );
  return {
    contract: (await contractsById(tx, [contractId]))[0],
    ended: await contractsById(
      tx,
      [...superseded, ...lowered].map((row) => row.contract_id),
    ),
  };
}

/**
 * An agent's contracts: `mine` (its ACTIVE and PENDING ones as downline), `offered` (its PENDING
 * offers to its downlines) and a page of every contract it is party to, newest first.
 */
export async function listContracts(
  db: Queryable,
  accountId: number,
  page: { pageNo: number; pageSize: number },
): Promise<{ mine: Contract[]; offered: Contract[]; list: Contract[]; totalCount: number; totalPages: number }> {
  const { rows: mine } = await db.query<ContractRow>(
    `${SELECT_CONTRACTS} WHERE c.downline_account_id = $1 AND c.status IN ('ACTIVE', 'PENDING') ORDER BY c.kind DESC, c.status, c.contract_id DESC`,
    [accountId],
  );
  const { rows: offered } = await db.query<ContractRow>(
    `${SELECT_CONTRACTS} WHERE c.upline_account_id = $1 AND c.status = 'PENDING' ${NEWEST_FIRST}`,
    [accountId],
  );
  const party = '(c.upline_account_id = $1 OR c.downline_account_id = $1)';
  const { rows: counted } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM agent_contracts c WHERE ${party}`, [
    accountId,
  ]);
  const { rows: list } = await db.query<ContractRow>(`${SELECT_CONTRACTS} WHERE ${party} ${NEWEST_FIRST} LIMIT $2 OFFSET $3`, [
    accountId,
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  ]);
  const totalCount = counted[0].count;
  return {
    mine: mine.map(toContract),
    offered: offered.map(toContract),
    list: list.map(toContract),
    totalCount,
    totalPages: Math.ceil(totalCount / page.pageSize),
  };
}

/** A rate as exact decimal text, or undefined when it has more than two decimals or is out of (0, 100]. */
export function rateText(rate: number): string | undefined {
  const hundredths = Math.round(rate * 100);
  if (Math.abs(rate * 100 - hundredths) > 1e-9 || hundredths <= 0 || hundredths > 10_000) return undefined;
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
