import { useState, type FormEvent } from 'react';
import { errorText } from '../../../core/api/present-error';
import { newRequestId } from '../../../core/api/request-id';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency, parseMoney } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { walletApi } from '../api';
import { balancesChanged } from '../balance-store';
import { AMOUNT_EXAMPLE, AmountField } from '../components/AmountField';
import { History } from '../components/History';
import { RemoteView } from '../../shared/centre/LoadState';
import { Notice } from '../components/Notice';
import { PageHeader } from '../../shared/centre/PageHeader';
import { SecretField } from '../../shared/centre/SecretField';
import type { PageProps } from '../pages';
import { amountProblem } from '../rules';

/**
 * transferUpline, "transfer to upline": money from the member's main wallet to their own agent's,
 * behind the payment password. Without an upline it says so; without a payment password it leads
 * to the security page to set one.
 */
export default function TransferUpline({ openPage }: PageProps) {
  const t = useT();
  const { api, brand } = useEngine();
  const [reload, setReload] = useState(0);
  const overview = useRemote(`upline:${reload}`, () => walletApi.upline(api));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per attempt: a retry after a lost answer moves the money once.
  const [requestId, setRequestId] = useState(newRequestId);
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);

  async function submit(event: FormEvent, available: string) {
    event.preventDefault();
    setOutcome(null);
    const problem = amountProblem(amount, { available });
    setAmountError(
      problem
        ? problem === 'above'
          ? t('member-centre:common.amountAbove', { max: money(available) })
          : t('member-centre:common.amountInvalid', { example: AMOUNT_EXAMPLE })
        : null,
    );
    setPasswordError(password ? null : t('member-centre:common.required'));
    if (problem || !password) return;
    setBusy(true);
    try {
      const result = await walletApi.transferToUpline(api, { amount: parseMoney(amount)!, paymentPassword: password, requestId });
      balancesChanged(result.balances);
      setOutcome({ kind: 'success', text: t('member-centre:upline.sent', { amount: money(result.moved) }) });
      setAmount('');
      setPassword('');
      setRequestId(newRequestId());
      setReload((n) => n + 1);
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
      setRequestId(newRequestId());
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mc-page">
      <PageHeader title={t('member-centre:upline.title')} lead={t('member-centre:upline.lead')} />
      <RemoteView remote={overview} rows={2} isEmpty={(value) => value.upline === null} empty={t('member-centre:upline.none')}>
        {(value) => (
          <>
            <form className="mc-card mc-upline" onSubmit={(event) => void submit(event, value.mainBalance)} noValidate>
              <p className="mc-upline__to">
                <span className="mc-upline__label">{t('member-centre:upline.to')}</span>
                <strong data-testid="upline-name">
                  {value.upline?.nickname} <span className="mc-upline__user">@{value.upline?.username}</span>
                </strong>
              </p>
              {value.paymentPasswordSet ? null : (
                <div className="mc-notice mc-notice--info" role="status">
                  <span>{t('member-centre:upline.needsPassword')}</span>{' '}
                  <button type="button" className="btn btn--ghost" onClick={() => openPage('securityCenter')}>
                    {t('member-centre:upline.setPassword')}
                  </button>
                </div>
              )}
              <AmountField
                value={amount}
                onChange={setAmount}
                error={amountError}
                currencySymbol={brand.currencySymbol}
                hint={t('member-centre:wallet.available', { amount: money(value.mainBalance) })}
              />
              <SecretField
                label={t('member-centre:withdraw.paymentPassword')}
                name="paymentPassword"
                value={password}
                onChange={setPassword}
                error={passwordError}
                numeric
              />
              {outcome ? <Notice kind={outcome.kind}>{outcome.text}</Notice> : null}
              <button type="submit" className="btn btn--primary" disabled={busy || !value.paymentPasswordSet} aria-busy={busy}>
                {t('member-centre:upline.submit')}
              </button>
            </form>
            <History
              title={t('member-centre:upline.recent')}
              reloadKey={`upline-recent:${reload}`}
              load={() =>
                Promise.resolve(
                  value.recent.map((entry) => ({
                    id: String(entry.moveId),
                    createdAt: entry.createdAt,
                    title: t('member-centre:upline.row', { name: value.upline?.username ?? '' }),
                    amount: money(entry.amount),
                    status: 'DONE',
                    statusKind: 'ok' as const,
                  })),
                )
              }
            />
          </>
        )}
      </RemoteView>
    </div>
  );
}
