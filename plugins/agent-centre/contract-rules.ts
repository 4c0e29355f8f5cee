/**
 * The contract rules the agent centre checks before it calls (spec section 4; the server checks
 * them again): a rate is a percentage above 0 with at most two decimals, an agent can pass on at
 * most its own rate of that kind, and accepting a lower rate ends the agent's own downline
 * contracts whose rate is higher.
 */
import { parseDecimal } from '../../core/format/number';

/** "0,8", "0.80", "25" → 0.8 / 25 (core/format's one number parser); null when it is not a rate. */
export function parseRate(input: string): number | null {
  const text = parseDecimal(input, 2);
  const rate = text === null ? NaN : Number(text);
  return rate > 0 && rate <= 100 ? rate : null;
}

/** Why an offer cannot be sent (null: it can): no own contract of that kind, or a rate out of range. */
export function offerProblem(input: string, ownRate: number | undefined): 'noOwn' | 'rate' | null {
  if (ownRate === undefined) return 'noOwn';
  const rate = parseRate(input);
  return rate === null || rate > ownRate ? 'rate' : null;
}

/** The downline contracts a newly accepted rate ends: those of the same kind at a higher rate. */
export function contractsEndedBy<C extends { kind: string; rate: number; status: string }>(
  accepted: { kind: string; rate: number },
  granted: readonly C[],
): C[] {
  return granted.filter(
    (contract) =>
      contract.kind === accepted.kind && (contract.status === 'ACTIVE' || contract.status === 'PENDING') && contract.rate > accepted.rate,
  );
}
