import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { isApiError } from '../../core/api/errors';
import { errorText } from '../../core/api/present-error';
import { useEngine } from '../../core/engine-context';
import { formatCurrency } from '../../core/format/money';
import { useT } from '../../core/i18n/i18n';
import { showDialog } from '../../core/modal/dialog-service';
import { clearRefusedSession } from '../../core/session/refused-session';
import { useRequireRealAccount } from '../../core/session/require-real-account';
import { coreActions } from '../../core/store/core-state';
import { actionFor, type PromotionAction } from './actions';
import { PROMOTIONS_PATHS, type Promotion, type PromotionDetail } from './api';
import { MessagingIdPrompt } from './components/MessagingIdPrompt';

export interface PromotionActions {
  /** Starts the primary action of the promotion's status (after the protected-action check). */
  start: (promotion: Promotion) => void;
  /** The id of the promotion whose call is under way. */
  busyId: string | null;
  /** The messaging-app ID prompt, when one is open: render it. */
  prompt: JSX.Element | null;
}

/**
 * The actions of spec section 4 for list cards and the detail page alike: the protected-action
 * check of section 5 first (login popup, or the real-account warning for a trial account), then
 * join, claim or raffle claim; apply hands over to the detail page's form. A failed call says what
 * happened (a lost session opens the login popup); a finished one says what the member got.
 */
export function usePromotionAction({
  onUpdated,
  onApply,
}: {
  onUpdated: (detail: PromotionDetail) => void;
  onApply: (promotion: Promotion) => void;
}): PromotionActions {
  const t = useT();
  const { api, brand } = useEngine();
  const dispatch = useDispatch();
  const requireRealAccount = useRequireRealAccount();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [asking, setAsking] = useState<Promotion | null>(null);

  async function run(promotion: Promotion, action: Exclude<PromotionAction, 'none' | 'apply'>, messagingId?: string) {
    setBusyId(promotion.id);
    try {
      const path = action === 'join' ? PROMOTIONS_PATHS.join : action === 'claim' ? PROMOTIONS_PATHS.claim : PROMOTIONS_PATHS.claimRaffle;
      const body = messagingId ? { id: promotion.id, messagingId } : { id: promotion.id };
      const detail = await api.post<PromotionDetail>(path, body, { auth: true });
      onUpdated(detail);
      const text =
        action === 'join'
          ? t(promotion.mode === 'RAFFLE' ? 'promotions:done.joinRaffle' : 'promotions:done.join', { title: promotion.title })
          : promotion.bonusAmount > 0
            ? t('promotions:done.claim', { amount: formatCurrency(promotion.bonusAmount, brand.currencySymbol) })
            : t('promotions:done.claimNothing');
      void showDialog({ kind: 'info', icon: true, text });
    } catch (error) {
      if (clearRefusedSession(error)) dispatch(coreActions.sessionEnded());
      if (isApiError(error) && error.kind === 'notLoggedIn') dispatch(coreActions.loginRequested());
      else void showDialog({ kind: 'warning', icon: true, text: errorText(error) });
    } finally {
      setBusyId(null);
    }
  }

  function start(promotion: Promotion) {
    const action = actionFor(promotion);
    if (action === 'none' || busyId) return;
    if (!requireRealAccount()) return;
    if (action === 'apply') {
      onApply(promotion);
      return;
    }
    if (action !== 'join' && promotion.messagingApp) {
      setAsking(promotion);
      return;
    }
    void run(promotion, action);
  }

  const prompt = asking?.messagingApp ? (
    <MessagingIdPrompt
      app={asking.messagingApp}
      onCancel={() => setAsking(null)}
      onConfirm={(messagingId) => {
        const promotion = asking;
        setAsking(null);
        void run(promotion, actionFor(promotion) === 'claimRaffle' ? 'claimRaffle' : 'claim', messagingId);
      }}
    />
  ) : null;

  return { start, busyId, prompt };
}
