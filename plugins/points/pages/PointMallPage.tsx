import { newRequestId } from '../../../core/api/request-id';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useDispatch } from 'react-redux';
import { errorText } from '../../../core/api/present-error';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { showDialog } from '../../../core/modal/dialog-service';
import { useRequireRealAccount } from '../../../core/session/require-real-account';
import { coreActions } from '../../../core/store/core-state';
import { AUTH_MODALS } from '../../auth';
import { pointsApi, type Reward } from '../api';
import { ConvertForm } from '../components/ConvertForm';
import { EarnRules } from '../components/EarnRules';
import { PointsIcon } from '../components/Icons';
import { MovementList } from '../components/MovementList';
import { PaymentPasswordDialog } from '../components/PaymentPasswordDialog';
import { RedeemHistory } from '../components/RedeemHistory';
import { RewardGrid } from '../components/RewardGrid';
import { useEndRefusedSession } from '../../../core/session/use-end-refused-session';
import { useToken } from '../hooks';
import { formatPoints, moneyForPoints } from '../rules';
import '../points.css';

type Tab = 'rewards' | 'convert' | 'history' | 'movements';
const TABS: readonly Tab[] = ['rewards', 'convert', 'history', 'movements'];

const STEP_ICONS = { play: 'BET', collect: 'coin', redeem: 'gift' } as const;

type Spend = { kind: 'redeem'; reward: Reward; requestId: string } | { kind: 'convert'; points: number; requestId: string };

/**
 * /pointMall (spec section 2, under the w_shop banner): the member's balance, the rewards
 * catalogue, conversion into wallet money, the redemption history and the points statement;
 * redeeming and converting go through the payment password. Visitors see the catalogue, how to
 * earn and a login call to action.
 */
export default function PointMallPage() {
  const t = useT();
  const { api, brand } = useEngine();
  const dispatch = useDispatch();
  const token = useToken();
  const loggedIn = token !== null;
  const requireRealAccount = useRequireRealAccount();
  const endRefusedSession = useEndRefusedSession();
  const [tab, setTab] = useState<Tab>('rewards');
  const [spend, setSpend] = useState<Spend | null>(null);
  /** Bumped after a spend: the lists reload. */
  const [revision, setRevision] = useState(0);

  const config = useRemote('config', () => pointsApi.config(api));
  // The catalogue is the same for everyone: a login does not reload it, a spend does (stock moves).
  const rewards = useRemote(`rewards:${revision}`, () => pointsApi.rewards(api));
  const balance = useRemote(token ? `balance:${token}:${revision}` : null, () =>
    pointsApi.balance(api).catch((error: unknown) => {
      endRefusedSession(error);
      throw error;
    }),
  );
  // Keeps the last known figures on screen while a reload after a spend is on its way.
  const lastRewards = useRef<Reward[] | null>(null);
  if (rewards.data) lastRewards.current = rewards.data;
  const lastBalance = useRef<{ token: string; points: number; moneyValue: string; redeemsInProcess: number } | null>(null);
  if (balance.data && token) lastBalance.current = { token, ...balance.data };
  const shownBalance = token && lastBalance.current?.token === token ? lastBalance.current : null;
  const points = shownBalance?.points ?? null;

  const money = useCallback((amount: string) => formatCurrency(amount, brand.currencySymbol), [brand.currencySymbol]);

  const openRedeem = (reward: Reward) => {
    if (!requireRealAccount()) return;
    setSpend({ kind: 'redeem', reward, requestId: newRequestId() });
  };
  const openConvert = (amount: number) => {
    if (!requireRealAccount()) return;
    setSpend({ kind: 'convert', points: amount, requestId: newRequestId() });
  };

  async function confirmSpend(paymentPassword: string) {
    if (!spend) return;
    if (spend.kind === 'redeem') {
      await pointsApi.redeem(api, { rewardId: spend.reward.rewardId, paymentPassword, requestId: spend.requestId });
      setSpend(null);
      setRevision((n) => n + 1);
      void showDialog({ kind: 'info', icon: true, text: t('points:redeemed') });
    } else {
      const result = await pointsApi.convert(api, { points: spend.points, paymentPassword, requestId: spend.requestId });
      setSpend(null);
      setRevision((n) => n + 1);
      void showDialog({
        kind: 'info',
        icon: true,
        text: t('points:convert.done', { points: formatPoints(result.convertedPoints), amount: money(result.moneyAmount) }),
      });
    }
  }

  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in targets)) return;
    event.preventDefault();
    const next = (targets[event.key] + TABS.length) % TABS.length;
    setTab(TABS[next]);
    tabRefs.current[next]?.focus();
  }

  const catalogue = (
    <RewardGrid
      rewards={rewards.data ?? lastRewards.current}
      status={rewards.status}
      failure={rewards.status === 'failed' ? errorText(rewards.error) : null}
      onRetry={rewards.retry}
      balance={points}
      loggedIn={loggedIn}
      onRedeem={openRedeem}
    />
  );
  const earn =
    config.status === 'failed' ? (
      <div className="chunk-error chunk-error--compact" role="alert">
        <p className="chunk-error__text">{errorText(config.error)}</p>
        <button type="button" className="btn btn--primary" onClick={config.retry}>
          {t('core:app.retry')}
        </button>
      </div>
    ) : (
      <EarnRules config={config.data} />
    );

  const dialogSummary = useMemo(() => {
    if (!spend) return null;
    const cost = spend.kind === 'redeem' ? spend.reward.pointCost : spend.points;
    const after =
      points !== null ? (
        <p className="points-dialog__after">{t('points:password.after', { points: formatPoints(points - cost) })}</p>
      ) : null;
    if (spend.kind === 'redeem') {
      return (
        <>
          <p>{t('points:password.redeemSummary', { points: formatPoints(cost) })}</p>
          <p className="points-dialog__reward">
            <PointsIcon name="gift" size={18} /> {spend.reward.name}
          </p>
          {after}
        </>
      );
    }
    const amount = config.data ? money(moneyForPoints(spend.points, config.data.pointsPerUnit)) : '';
    return (
      <>
        <p>{t('points:password.convertSummary', { points: formatPoints(cost), amount })}</p>
        {after}
      </>
    );
  }, [spend, points, config.data, money, t]);

  // Shown disabled while the balance loads: the card keeps its loaded height.
  const convertButton = (loading: boolean) => (
    <button type="button" className="btn btn--ghost balance-card__convert" disabled={loading} onClick={() => setTab('convert')}>
      <PointsIcon name="convert" size={16} />
      {t('points:balance.convert')}
    </button>
  );

  return (
    <div className="point-mall container">
      <header className="point-mall__hero">
        <div className="point-mall__intro">
          <h1 className="point-mall__title">{t('points:title')}</h1>
          <p className="point-mall__lead">{t('points:lead')}</p>
          <ol className="point-mall__steps">
            {(['play', 'collect', 'redeem'] as const).map((step, index) => (
              <li key={step} className="point-mall__step">
                <span className="point-mall__step-icon">
                  <PointsIcon name={STEP_ICONS[step]} size={18} />
                </span>
                <span>
                  <strong className="point-mall__step-title">{`${index + 1}. ${t(`points:steps.${step}.title`)}`}</strong>
                  <span className="point-mall__step-text">{t(`points:steps.${step}.text`)}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
        {loggedIn ? (
          <div className="balance-card" aria-live="polite" aria-busy={!shownBalance && balance.status !== 'failed'}>
            <span className="balance-card__label">
              <PointsIcon name="coin" size={18} /> {t('points:balance.label')}
            </span>
            {shownBalance ? (
              <>
                <strong className="balance-card__points" data-points={shownBalance.points}>
                  {t('points:balance.points', { points: formatPoints(shownBalance.points) })}
                </strong>
                <span className="balance-card__worth">{t('points:balance.worth', { amount: money(shownBalance.moneyValue) })}</span>
                <div className="balance-card__foot">
                  {shownBalance.redeemsInProcess > 0 ? (
                    <button type="button" className="balance-card__pending" onClick={() => setTab('history')}>
                      {t('points:balance.inProcess', { count: shownBalance.redeemsInProcess })}
                    </button>
                  ) : (
                    <span className="balance-card__pending balance-card__pending--none">{t('points:balance.noneInProcess')}</span>
                  )}
                  {convertButton(false)}
                </div>
              </>
            ) : balance.status === 'failed' ? (
              <div role="alert" className="balance-card__failed">
                <p>{t('points:balance.failed')}</p>
                <button type="button" className="btn btn--primary" onClick={balance.retry}>
                  {t('core:app.retry')}
                </button>
              </div>
            ) : (
              // The loaded card's lines and foot at their own heights: nothing below moves when the balance comes.
              <>
                <span className="balance-card__points-placeholder" aria-hidden="true">
                  <span className="skeleton balance-card__line-skeleton" />
                </span>
                <span className="balance-card__worth-placeholder" aria-hidden="true">
                  <span className="skeleton balance-card__line-skeleton balance-card__line-skeleton--short" />
                </span>
                <div className="balance-card__foot">
                  <span className="skeleton balance-card__pending balance-card__pending--loading" aria-hidden="true" />
                  {convertButton(true)}
                </div>
                <span className="visually-hidden">{t('points:balance.loading')}</span>
              </>
            )}
          </div>
        ) : (
          <div className="balance-card balance-card--visitor">
            <span className="balance-card__label">
              <PointsIcon name="gift" size={18} /> {t('points:visitor.title')}
            </span>
            <p className="balance-card__text">{t('points:visitor.text')}</p>
            <div className="balance-card__actions">
              <button type="button" className="btn btn--primary" onClick={() => dispatch(coreActions.loginRequested())}>
                {t('points:visitor.login')}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => dispatch(coreActions.modalOpened(AUTH_MODALS.register))}>
                {t('points:visitor.register')}
              </button>
            </div>
          </div>
        )}
      </header>

      {loggedIn ? (
        <>
          <div role="tablist" aria-label={t('points:tabs.label')} className="points-tabs">
            {TABS.map((key, index) => (
              <button
                key={key}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`points-tab-${key}`}
                aria-selected={tab === key}
                aria-controls="points-panel"
                tabIndex={tab === key ? 0 : -1}
                className={`points-tabs__tab${tab === key ? ' points-tabs__tab--active' : ''}`}
                onClick={() => setTab(key)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
              >
                {t(`points:tabs.${key}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="points-panel" aria-labelledby={`points-tab-${tab}`} className="points-panel">
            {tab === 'rewards' ? (
              <>
                {catalogue}
                {earn}
              </>
            ) : null}
            {tab === 'convert' ? (
              config.data && points !== null ? (
                <>
                  <ConvertForm config={config.data} balance={points} onConvert={openConvert} />
                  {earn}
                </>
              ) : (
                earn
              )
            ) : null}
            {tab === 'history' ? <RedeemHistory revision={revision} onSessionEnded={endRefusedSession} /> : null}
            {tab === 'movements' ? <MovementList revision={revision} onSessionEnded={endRefusedSession} /> : null}
          </div>
        </>
      ) : (
        <>
          {catalogue}
          {earn}
        </>
      )}

      {spend ? (
        <PaymentPasswordDialog
          key={spend.requestId}
          title={spend.kind === 'redeem' ? t('points:password.redeemTitle') : t('points:password.convertTitle')}
          summary={dialogSummary}
          onSubmit={confirmSpend}
          onSessionEnded={endRefusedSession}
          onClose={() => setSpend(null)}
        />
      ) : null}
    </div>
  );
}
