import type { ApiClient } from '../../core/api/client';
import type { CustomerServiceEntry, MemberInfo } from '../../core/api/contract';
import { isApiError } from '../../core/api/errors';
import { errorText } from '../../core/api/present-error';
import { isWebUrl } from '../../core/html/web-url';
import { t } from '../../core/i18n/i18n';
import { showDialog } from '../../core/modal/dialog-service';

export const CUSTOMER_SERVICE_PATH = 'system/customerService';

/** The customer-service window is 440x750 (spec sections 2 and 9). */
export const CS_WINDOW_WIDTH = 440;
export const CS_WINDOW_HEIGHT = 750;
const WINDOW_FEATURES = `width=${CS_WINDOW_WIDTH},height=${CS_WINDOW_HEIGHT},resizable=yes,scrollbars=yes`;

/** Club ranks above this get the VIP desk (spec section 6). */
export const VIP_MIN_RANK_EXCLUSIVE = 4;

export type ServiceKind = 'vip' | 'live';

/** VIP service for a member whose clubLabel.rankLevel is above 4; live chat for everyone else (visitors too). */
export function serviceKindFor(member: Pick<MemberInfo, 'clubLabel'> | null | undefined): ServiceKind {
  const rank = member?.clubLabel?.rankLevel;
  return typeof rank === 'number' && rank > VIP_MIN_RANK_EXCLUSIVE ? 'vip' : 'live';
}

/**
 * Which entry of the platform's list serves a kind. The list's csType: '1' live chat (plain URL),
 * '2' the VIP desk (plain URL), '3' live chat behind an encrypted link. Live chat prefers '3' (the
 * link the platform hides), then '1'; VIP takes '2' and falls back to live chat when the merchant
 * has no VIP desk, so a VIP is never left without help.
 */
export function pickCustomerServiceEntry(entries: readonly CustomerServiceEntry[], kind: ServiceKind): CustomerServiceEntry | null {
  const ofType = (csType: CustomerServiceEntry['csType']) => entries.find((entry) => entry.csType === csType && entry.path) ?? null;
  const live = ofType('3') ?? ofType('1');
  return kind === 'vip' ? (ofType('2') ?? live) : live;
}

/** An entry's web address: a type '3' path decrypted (crypto-js loads only then), others as sent. */
export async function customerServiceUrl(entry: CustomerServiceEntry): Promise<string> {
  if (entry.csType !== '3') return entry.path;
  const { decryptCustomerServiceLink } = await import('./cs-cipher');
  return decryptCustomerServiceLink(entry.path);
}

class NoUsableLink extends Error {}

/**
 * Customer service, on a click: the 440x750 window opens at once, inside the click (a window
 * opened after an await is blocked as a pop-up), then the list is fetched, the entry for the
 * member chosen and decrypted, and the window sent there. When the fetch fails or no entry has a
 * web address, the window is closed (spec section 8) and a dialog says why.
 *
 * `noopener` itself cannot be used: window.open then answers null and the window could not be
 * sent anywhere. Instead the blank window's opener is cut before it leaves this site, so the
 * chat page gets no handle on ours.
 */
export async function openCustomerService(api: ApiClient, member: MemberInfo | null): Promise<void> {
  const popup = window.open('', '_blank', WINDOW_FEATURES);
  if (!popup) {
    void showDialog({ kind: 'warning', text: t('core:errors.popupBlocked'), icon: true });
    return;
  }
  popup.opener = null;
  showConnecting(popup);
  try {
    const entries = await api.get<CustomerServiceEntry[]>(CUSTOMER_SERVICE_PATH);
    const entry = pickCustomerServiceEntry(entries, serviceKindFor(member));
    if (!entry) throw new NoUsableLink();
    const url = await customerServiceUrl(entry);
    if (!url || !isWebUrl(url)) throw new NoUsableLink();
    popup.location.replace(new URL(url, window.location.href).href);
  } catch (error) {
    popup.close();
    void showDialog({ kind: 'warning', text: isApiError(error) ? errorText(error) : t('core:errors.invalidUrl'), icon: true });
  }
}

/** A word in the blank window while the link is fetched (text only: nothing parsed as HTML). */
function showConnecting(popup: Window): void {
  try {
    popup.document.title = t('support:cs.connectingTitle');
    popup.document.body.textContent = t('support:cs.connecting');
  } catch {
    /* a browser that does not expose the blank document: it stays blank for a moment */
  }
}
