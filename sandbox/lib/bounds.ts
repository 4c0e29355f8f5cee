/**
 * A count taken from a request, as a whole number in [0, max] whatever the schema let through:
 * loops and allocations driven by it always end, even if a schema is loosened by mistake.
 * Anything that is not a finite number counts as 0.
 */
export function boundedCount(count: number, max: number): number {
  return Number.isFinite(count) ? Math.min(Math.max(0, Math.trunc(count)), max) : 0;
}
