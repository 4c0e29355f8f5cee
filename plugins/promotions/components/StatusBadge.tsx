import { useT } from '../../../core/i18n/i18n';
import { statusTone } from '../actions';
import type { PromotionStatus } from '../api';

/** The activity status label of spec section 4, coloured by what it means for the player. */
export function StatusBadge({ status }: { status: PromotionStatus }) {
  const t = useT();
  return (
    <span className={`promo-status promo-status--${statusTone(status)}`} data-status={status}>
      {t(`promotions:status.${status}`)}
    </span>
  );
}
