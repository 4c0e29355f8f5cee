import type { Db } from '../db/db';
import type { Account } from './accounts';
import { readAgentFlags } from './agent-centre';
import { activeContract } from './agent-contracts';
import { CONTRACT_KIND, settlePayouts, type PayoutScheme } from './agent-payouts';

/**
 * The salary and dividend schemes by account type. Members have none. Each agent type runs at most
 * one salary scheme (so the same stakes are never paid twice over): type 1 daily wages and
 * dividends, type 2 hourly salary and dividends, type 41 real-time salary, type 42 none. Between
 * them every agent-centre entry the consolidated flags decide can be seen.
 */
export function consolidatedOf(type: number): {
  dailysalreqtype: number;
  divtypereq: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
} {
  switch (type) {
    case 1:
      return { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 0, realtimesalreqtype: 0 };
    case 2:
      return { dailysalreqtype: 0, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 0 };
    case 41:
      return { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 1 };
    default: // type 42 and members
      return { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };
  }
}

/** Which switches let a scheme pay: the agent's own flag and the consolidated scheme of its account type. */
const SWITCHES: Record<PayoutScheme, { flag: 'enableSalary' | 'enableCt'; consolidated: keyof ReturnType<typeof consolidatedOf> }> = {
  DAILY: { flag: 'enableSalary', consolidated: 'dailysalreqtype' },
  HOURLY: { flag: 'enableSalary', consolidated: 'contracthoursalreq' },
  REALTIME: { flag: 'enableSalary', consolidated: 'realtimesalreqtype' },
  DIVIDEND: { flag: 'enableCt', consolidated: 'divtypereq' },
};

/** Settles the scheme when its switches are on; answers whether they are and the contract (as the wire shows it). */
export async function settleScheme(db: Db, agent: Account, scheme: PayoutScheme, now: Date) {
  const switches = SWITCHES[scheme];
  const enabled = (await readAgentFlags(db, agent.id))[switches.flag] && consolidatedOf(agent.type)[switches.consolidated] === 1;
  const contract = enabled ? await settlePayouts(db, agent, scheme, now) : await activeContract(db, agent.id, CONTRACT_KIND[scheme]);
  return {
    enabled,
    contract: contract ? { rate: Number(contract.rate), since: contract.since.toISOString() } : null,
    rate: contract?.rate,
  };
}

/**
 * Settles every scheme that is due, as the platform's own schedule would have by now: "my income"
 * then shows what the agent has earned whichever page it opens first.
 */
export async function settleAllSchemes(db: Db, agent: Account, now: Date): Promise<void> {
  for (const scheme of Object.keys(SWITCHES) as PayoutScheme[]) await settleScheme(db, agent, scheme, now);
}
