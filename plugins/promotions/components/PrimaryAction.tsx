import { useT } from '../../../core/i18n/i18n';
import { actionFor } from '../actions';
import type { Promotion } from '../api';

/** The button of a promotion's status (join, apply, claim...), or nothing when there is nothing to do. */
export function PrimaryAction({
  promotion,
  busy,
  onStart,
  large,
}: {
  promotion: Promotion;
  busy: boolean;
  onStart: (promotion: Promotion) => void;
  large?: boolean;
}) {
  const t = useT();
  const action = actionFor(promotion);
  if (action === 'none') return null;
  const labelKey =
    action === 'join'
      ? promotion.mode === 'RAFFLE'
        ? 'promotions:actions.joinRaffle'
        : 'promotions:actions.join'
      : action === 'apply'
        ? promotion.status === 'REJECTED'
          ? 'promotions:actions.applyAgain'
          : 'promotions:actions.apply'
        : action === 'claimRaffle'
          ? 'promotions:actions.claimRaffle'
          : 'promotions:actions.claim';
  return (
    <button
      type="button"
      className={`btn btn--primary promo-action${large ? ' btn--large' : ''}`}
      data-action={action}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => onStart(promotion)}
    >
      {busy ? <span className="promo-spinner" aria-hidden="true" /> : null}
      {busy ? t('promotions:actions.working') : t(labelKey)}
    </button>
  );
}
