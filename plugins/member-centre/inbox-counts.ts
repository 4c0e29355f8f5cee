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

/** A message call answered the unread count left: the badge follows without another call. */
export function unreadMessagesChanged(unreadMessage: number): void {
  const current = counts.get();
  if (current) counts.set({ ...current, unreadMessage, total: current.availablePromo + unreadMessage });
}

/** The session ended. */
export function forgetInboxCounts(): void {
  counts.set(null);
}

/** A reward was claimed: the menu's reward badge follows without another call. */
export function rewardsChanged(availableReward: number): void {
  const current = counts.get();
  if (current) counts.set({ ...current, availableReward });
}

/** A mission was claimed: the menu's mission badge follows without another call. */
export function missionsChanged(claimableMission: number): void {
  const current = counts.get();
  if (current) counts.set({ ...current, claimableMission });
}
