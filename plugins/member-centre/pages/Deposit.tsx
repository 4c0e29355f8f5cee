import { newRequestId } from '../../../core/api/request-id';
import { formatDateTime } from '../../../core/format/date-time';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency, formatMoney, parseMoney } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { walletApi, type DepositChannel, type DepositOrder } from '../api';
import { refreshBalance } from '../balance-store';
import { AMOUNT_EXAMPLE, AmountField } from '../components/AmountField';
import { CopyButton } from '../../shared/centre/CopyButton';
import { History, type HistoryRow } from '../components/History';
import { CardSkeleton, LoadFailed } from '../../shared/centre/LoadState';
import { Notice } from '../components/Notice';
import type { PageProps } from '../pages';
import { isoDay } from '../../shared/centre/day-range';
import { amountProblem } from '../rules';
import { useRemote } from '../../../core/api/use-remote';

/** How often a pending order is asked about while its page is open. */
const POLL_MS = 3000;

/**
 * depositv2: the merchant's channels, one-tap amounts and the amount within the channel's limits
 * and the member's own deposit limit; then the order: a QR code and copy-paste code, the payment
 * page, a live status (polled) that refreshes the balance once paid; and the recent deposits.
 */
export default function Deposit(_: PageProps) {
  const t = useT();
  const { api, brand } = useEngine();
  const channelsId = useId();
  const [channelCode, setChannelCode] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<{ order: DepositOrder; paymentUrl: string } | null>(null);
  const [revision, setRevision] = useState(0);
  const setup = useRemote(`channels:${revision}`, () => walletApi.channels(api));
  const channels = setup.data?.channels ?? [];
  const channel: DepositChannel | undefined = channels.find((candidate) => candidate.channelCode === channelCode) ?? channels[0];
  const room = setup.data?.depositRoom ?? null;
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !channel) return;
    setFailure(null);
    const max = room && Number(room.remaining) < Number(channel.maxAmount) ? room.remaining : channel.maxAmount;
    const problem = amountProblem(amount, { min: channel.minAmount, max });
    if (problem) {
      setError(
        problem === 'invalid'
          ? t('member-centre:common.amountInvalid', { example: AMOUNT_EXAMPLE })
          : t('member-centre:common.amountRange', { min: money(channel.minAmount), max: money(max) }),
      );
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setOpened(await walletApi.deposit(api, { channelCode: channel.channelCode, amount: parseMoney(amount)!, requestId: newRequestId() }));
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  if (opened) {
    return (
      <OrderView
        opened={opened}
        onUpdate={(order) => setOpened({ ...opened, order })}
        onAnother={() => {
          setOpened(null);
          setAmount('');
          setRevision((n) => n + 1);
        }}
      />
    );
  }

  return (
    <div className="mc-page">
      <header className="mc-page__header">
        <h2 className="mc-page__title">{t('member-centre:deposit.title')}</h2>
        <p className="mc-page__lead">{t('member-centre:deposit.lead')}</p>
      </header>
      {setup.status === 'failed' ? (
        <LoadFailed error={setup.error} retry={setup.retry} />
      ) : !setup.data ? (
        <CardSkeleton rows={2} />
      ) : (
        <form className="mc-card mc-deposit" onSubmit={submit} noValidate>
          <fieldset className="mc-channels">
            <legend id={channelsId} className="mc-field__label">
              {t('member-centre:deposit.channel')}
            </legend>
            {channels.map((candidate) => (
              <label
                key={candidate.channelCode}
                className={`mc-channel${candidate.channelCode === channel?.channelCode ? ' mc-channel--chosen' : ''}`}
              >
                <input
                  type="radio"
                  name="channel"
                  value={candidate.channelCode}
                  checked={candidate.channelCode === channel?.channelCode}
                  onChange={() => setChannelCode(candidate.channelCode)}
                />
                <span className="mc-channel__name">{candidate.name}</span>
                <span className="mc-channel__limits">
                  {t('member-centre:deposit.limits', {
                    min: money(candidate.minAmount),
                    max: money(candidate.maxAmount),
                    arrival: candidate.arrival,
                  })}
                </span>
                <span className="mc-channel__text">{candidate.description}</span>
              </label>
            ))}
          </fieldset>
          {channel ? (
            <div className="mc-presets" role="group" aria-label={t('member-centre:deposit.presets')}>
              {channel.presets.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  className={`mc-preset${parseMoney(amount) === preset ? ' mc-preset--chosen' : ''}`}
                  aria-pressed={parseMoney(amount) === preset}
                  onClick={() => setAmount(formatMoney(preset))}
                >
                  {money(preset)}
                </button>
              ))}
            </div>
          ) : null}
          <AmountField
            value={amount}
            onChange={setAmount}
            error={error}
            currencySymbol={brand.currencySymbol}
            hint={
              room
                ? t('member-centre:deposit.room', {
                    period: t(`member-centre:deposit.period.${room.period}`),
                    amount: money(room.remaining),
                  })
                : undefined
            }
          />
          <button type="submit" className="btn btn--primary mc-form__submit" disabled={busy} aria-busy={busy}>
            {busy ? t('member-centre:deposit.submitting') : t('member-centre:deposit.submit')}
          </button>
          {failure ? <Notice kind="error">{failure}</Notice> : null}
        </form>
      )}
      <History
        title={t('member-centre:deposit.history')}
        reloadKey={`deposits:${revision}`}
        load={async () => {
          const page = await walletApi.deposits(api, { from: isoDay(29), to: isoDay(0), pageNo: 1, pageSize: 6 });
          return page.list.map((order): HistoryRow => ({
            id: order.orderId,
            createdAt: order.createdAt,
            title: order.channelName,
            detail: order.orderId,
            amount: money(order.amount),
            status: order.status,
            statusKind: order.status === 'PAID' ? 'ok' : order.status === 'PENDING' ? 'wait' : 'bad',
          }));
        }}
      />
    </div>
  );
}

/** The order just opened: how to pay it, and its status as the payment provider reports it. */
function OrderView({
  opened,
  onUpdate,
  onAnother,
}: {
  opened: { order: DepositOrder; paymentUrl: string };
  onUpdate: (order: DepositOrder) => void;
  onAnother: () => void;
}) {
  const t = useT();
  const { api, brand } = useEngine();
  const { order, paymentUrl } = opened;
  const [failure, setFailure] = useState<string | null>(null);
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);
  const update = useRef(onUpdate);
  update.current = onUpdate;

  useEffect(() => {
    if (order.status !== 'PENDING') return undefined;
    let live = true;
    const timer = window.setInterval(() => {
      walletApi.depositOrder(api, order.orderId).then(
        (next) => {
          if (!live || next.status === order.status) return;
          update.current(next);
          if (next.status === 'PAID') void refreshBalance(api);
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [api, order.orderId, order.status]);

  async function cancel() {
    setFailure(null);
    try {
      onUpdate(await walletApi.cancelDeposit(api, order.orderId));
    } catch (caught) {
      setFailure(errorText(caught));
    }
  }

  return (
    <div className="mc-page">
      <header className="mc-page__header">
        <h2 className="mc-page__title">{t('member-centre:deposit.orderTitle', { orderId: order.orderId })}</h2>
        <p className="mc-page__lead">
          {order.channelName} · <strong>{money(order.amount)}</strong>
        </p>
      </header>
      <div className="mc-card mc-order" data-status={order.status}>
        {order.status === 'PENDING' ? (
          <>
            <div className="mc-order__qr">
              <QRCodeSVG value={order.paymentCode} size={184} marginSize={2} title={t('member-centre:deposit.scan')} />
            </div>
            <div className="mc-order__pay">
              <p>{t('member-centre:deposit.scan')}</p>
              <code className="mc-order__code">{order.paymentCode}</code>
              <div className="mc-order__actions">
                <CopyButton text={order.paymentCode} label={t('member-centre:deposit.copy')} />
                <a className="btn btn--primary" href={paymentUrl} target="_blank" rel="noopener noreferrer" data-testid="payment-link">
                  {t('member-centre:deposit.open')}
                </a>
              </div>
              <p className="mc-field__hint">{t('member-centre:deposit.expires', { time: formatDateTime(order.expiresAt) })}</p>
              <p className="mc-order__waiting" role="status">
                <span className="spinner" aria-hidden="true" /> {t('member-centre:deposit.waiting')}
              </p>
              <button type="button" className="btn btn--ghost" onClick={() => void cancel()}>
                {t('member-centre:deposit.cancel')}
              </button>
            </div>
          </>
        ) : (
          <div className="mc-order__done">
            <Notice kind={order.status === 'PAID' ? 'success' : 'info'}>
              {order.status === 'PAID'
                ? t('member-centre:deposit.paid', { amount: money(order.amount) })
                : order.status === 'EXPIRED'
                  ? t('member-centre:deposit.expired')
                  : t('member-centre:deposit.cancelled')}
            </Notice>
            <button type="button" className="btn btn--primary" onClick={onAnother}>
              {t('member-centre:deposit.another')}
            </button>
          </div>
        )}
        {failure ? <Notice kind="error">{failure}</Notice> : null}
      </div>
    </div>
  );
}
