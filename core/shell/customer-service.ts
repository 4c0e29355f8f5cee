import type { Features } from '../features/resolve-features';
import { isWebUrl } from '../html/web-url';
import { t } from '../i18n/i18n';
import { showDialog } from '../modal/dialog-service';

/** The customer-service window is 440x750 (spec section 2). */
const WINDOW_FEATURES = 'width=440,height=750,resizable=yes,scrollbars=yes';

/**
 * Opens live chat from the platform's customer-service list. VIP routing and encrypted (type '3')
 * links belong to the support plugin; the core needs only this for its full-page status screens.
 */
export function openCustomerService(features: Pick<Features, 'customerService'>): void {
  const entry = features.customerService.find((cs) => cs.csType === '1');
  if (!entry || !isWebUrl(entry.path)) {
    void showDialog({ kind: 'warning', text: t('errors.invalidUrl'), icon: true });
    return;
  }
  const opened = window.open(entry.path, 'customer-service', WINDOW_FEATURES);
  if (!opened) {
    void showDialog({ kind: 'warning', text: t('errors.popupBlocked'), icon: true });
    return;
  }
  // The chat page is another site: it gets no handle on this one.
  opened.opener = null;
}
