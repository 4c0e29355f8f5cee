import type { ApiClient } from '../../core/api/client';
import { messagesApi, type InboxCounts } from './api';
import { sharedValue } from './shared-value';

/**
 * What waits for the member (spec section 9: available promos + unread messages), shared by the
 * header's badge and the panel's menu: reading a message in the panel lowers the header at once.
 */
const counts = sharedValue<InboxCounts | null>(null);
let inFlight: Promise<void> | null = null;

export const useInboxCounts = counts.use;

/** Asks for the counts again; calls made while one is on its way share it. A failure keeps the last counts. */
export function refreshInboxCounts(api: ApiClient): Promise<void> {
  inFlight ??= messagesApi
    .counts(api)
    .then(counts.set, () => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * A call answered a count (unread messages left, rewards or missions to claim): the badges follow
 * without asking again. The header's total is unread messages + available promotions.
 */
export function inboxCountsChanged(patch: Partial<Pick<InboxCounts, 'unreadMessage' | 'availableReward' | 'claimableMission'>>): void {
  const current = counts.get();
  if (!current) return;
  const next = { ...current, ...patch };
  counts.set({ ...next, total: next.unreadMessage + next.availablePromo });
}

/** The session ended. */
export function forgetInboxCounts(): void {
  counts.set(null);
}
