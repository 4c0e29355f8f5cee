import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { errorText } from '../../../core/api/present-error';
import { useRemote, type Remote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { useT } from '../../../core/i18n/i18n';
import type { RootState } from '../../../core/store/core-state';
import { Pagination } from '../../../core/ui/Pagination';
import { RemoteView } from '../../shared/centre/LoadState';
import { agentApi, type Contract, type ContractKind, type Contracts as ContractsAnswer } from '../api';
import { contractsEndedBy, offerProblem, parseRate } from '../contract-rules';
import { formatRate } from '../format';

const KINDS: ContractKind[] = ['SALARY', 'DIVIDEND'];
const STATUS_TONE: Record<Contract['status'], string> = { PENDING: 'wait', ACTIVE: 'ok', REJECTED: 'bad', ENDED: 'neutral' };
const HISTORY_SIZE = 8;

type Outcome = { ok: boolean; text: string } | null;

function ContractLine({ contract, perspective }: { contract: Contract; perspective: 'mine' | 'offered' | 'history' }) {
  const t = useT();
  const kind = t(`agent-centre:contracts.kind.${contract.kind}`);
  const party =
    perspective === 'offered'
      ? t('agent-centre:contracts.to', { downline: contract.downline })
      : contract.upline
        ? t('agent-centre:contracts.from', { upline: contract.upline })
        : t('agent-centre:contracts.platform');
  return (
    <>
      <span className="ac-contract__what">{t('agent-centre:contracts.rateOf', { kind, rate: formatRate(contract.rate) })}</span>
      <span className="ac-contract__who">
        {perspective === 'history' ? `${contract.upline ?? t('agent-centre:contracts.platform')} → ${contract.downline}` : party}
      </span>
      <span className={`mc-status mc-status--${STATUS_TONE[contract.status]}`}>
        {t(`agent-centre:contracts.status.${contract.status}`)}
      </span>
      <time className="ac-contract__when" dateTime={contract.createdAt}>
        {formatDateTime(contract.createdAt)}
        {contract.endedReason ? ` · ${t(`agent-centre:contracts.endedReason.${contract.endedReason}`)}` : ''}
      </time>
    </>
  );
}

/** The agent's contracts with the whole history (it is short): `mine`, `offered` and every contract it is party to. */
export type AllContracts = Pick<ContractsAnswer, 'mine' | 'offered' | 'list'>;

/**
 * One load of the agent's contracts for team management: its own rates (the offer form's ceiling),
 * the pending offers, and the full history, which the warning of what an acceptance would end
 * reads (not just a page of it). `version` reloads it after a change.
 */
export function useAllContracts(version: number): Remote<AllContracts> {
  const { api } = useEngine();
  return useRemote(`agent-contracts:${version}`, async () => {
    const load = (pageNo: number, pageSize: number) => agentApi.contracts(api, { pageNo, pageSize });
    const first = await load(1, 100);
    const list = [...first.list];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) list.push(...(await load(pageNo, 100)).list);
    return { mine: first.mine, offered: first.offered, list };
  });
}

/** What accepting a pending contract would end among the contracts the agent granted. */
function EndsWarning({ accepted, granted }: { accepted: Contract; granted: Contract[] }) {
  const t = useT();
  const ended = contractsEndedBy(accepted, granted);
  if (ended.length === 0) return null;
  return (
    <p className="ac-contract__warning">
      {t('agent-centre:contracts.endsWarning', {
        list: ended.map((contract) => `${contract.downline} (${formatRate(contract.rate)}%)`).join(', '),
      })}
    </p>
  );
}

/** The offer form for one direct downline agent: kind and rate, at most the agent's own rate. */
export function OfferForm({
  id,
  downline,
  ownRates,
  onDone,
  onCancel,
}: {
  id: string;
  downline: string;
  ownRates: Partial<Record<ContractKind, number>>;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { api } = useEngine();
  const [kind, setKind] = useState<ContractKind>('SALARY');
  const [rate, setRate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const rateId = useId();
  const hintId = useId();
  const problemId = useId();
  const firstField = useRef<HTMLSelectElement>(null);
  const max = ownRates[kind];
  // Opened from a row of the table above: the keyboard user lands in the form.
  useEffect(() => firstField.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = offerProblem(rate, max);
    if (found) {
      setProblem(
        found === 'noOwn'
          ? t('agent-centre:contracts.offerNoOwn')
          : t('agent-centre:contracts.offerProblem', { max: formatRate(max ?? 0) }),
      );
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await agentApi.offerContract(api, { downline, kind, rate: parseRate(rate)! });
      onDone(t('agent-centre:contracts.offerSent', { downline }));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  }

  const parsed = parseRate(rate);
  return (
    <form id={id} className="ac-offer" onSubmit={submit} noValidate aria-label={t('agent-centre:contracts.offerTitle', { downline })}>
      <h4 className="ac-offer__title">{t('agent-centre:contracts.offerTitle', { downline })}</h4>
      <div className="ac-offer__fields">
        <label className="mc-field">
          <span className="mc-field__label">{t('agent-centre:contracts.offerKind')}</span>
          <select
            ref={firstField}
            className="mc-field__input"
            value={kind}
            onChange={(event) => setKind(event.target.value as ContractKind)}
          >
            {KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`agent-centre:contracts.kind.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="mc-field">
          <label className="mc-field__label" htmlFor={rateId}>
            {t('agent-centre:contracts.offerRate')}
          </label>
          <input
            id={rateId}
            className="mc-field__input"
            inputMode="decimal"
            name="rate"
            value={rate}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            onChange={(event) => setRate(event.target.value)}
          />
        </div>
      </div>
      <p className="mc-field__hint" id={hintId}>
        {max === undefined ? t('agent-centre:contracts.offerNoOwn') : t('agent-centre:contracts.offerRateHint', { max: formatRate(max) })}
      </p>
      {parsed !== null ? (
        <p className="mc-notice mc-notice--info">{t('agent-centre:contracts.offerWarning', { downline, rate: formatRate(parsed) })}</p>
      ) : null}
      {problem ? (
        <p className="mc-field__error" id={problemId} role="alert">
          {problem}
        </p>
      ) : null}
      <div className="ac-offer__actions">
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {t('agent-centre:contracts.offerSend')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('agent-centre:contracts.offerCancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The agent's contracts (spec section 4): those from its upline (a pending one can be accepted or
 * rejected; accepting may end the agent's own downline contracts at a higher rate), its pending
 * offers, and the history.
 */
export function Contracts({
  contracts,
  onChanged,
  canOffer,
}: {
  contracts: Remote<AllContracts>;
  onChanged: () => void;
  canOffer: boolean;
}) {
  const t = useT();
  const { api } = useEngine();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const me = useSelector((state: RootState) => state.core.member?.account ?? '');

  async function decide(contract: Contract, decision: 'accept' | 'reject') {
    setBusy(contract.id);
    setOutcome(null);
    try {
      const result = await agentApi.decideContract(api, contract.id, decision);
      // The agent's own superseded contract is in `ended` too; the notice counts the grants below it.
      const grantsEnded = result.ended.filter((ended) => ended.endedReason === 'UPLINE_RATE_LOWER').length;
      const text =
        decision === 'reject'
          ? t('agent-centre:contracts.rejected')
          : grantsEnded > 0
            ? t('agent-centre:contracts.acceptedEnded', { count: grantsEnded })
            : t('agent-centre:contracts.accepted');
      setOutcome({ ok: true, text });
      onChanged();
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="mc-card ac-contracts" aria-labelledby="ac-contracts-title">
      <div>
        <h3 className="mc-card__title" id="ac-contracts-title">
          {t('agent-centre:contracts.title')}
        </h3>
        <p className="mc-page__lead">{t('agent-centre:contracts.lead')}</p>
        {canOffer ? null : <p className="mc-field__hint">{t('agent-centre:contracts.off')}</p>}
      </div>
      {outcome ? (
        <p className={`mc-notice mc-notice--${outcome.ok ? 'success' : 'error'}`} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      ) : null}
      <RemoteView remote={contracts} rows={2}>
        {(value) => (
          <>
            <h4 className="ac-contracts__group">{t('agent-centre:contracts.mine')}</h4>
            {value.mine.length === 0 ? <p className="mc-empty">{t('agent-centre:contracts.none')}</p> : null}
            <ul className="ac-contracts__list">
              {value.mine.map((contract) => (
                <li key={contract.id} className="ac-contract" data-contract={contract.id}>
                  <ContractLine contract={contract} perspective="mine" />
                  {contract.status === 'PENDING' ? (
                    <EndsWarning accepted={contract} granted={value.list.filter((other) => other.upline === me)} />
                  ) : null}
                  {contract.status === 'PENDING' ? (
                    <span className="ac-contract__actions">
                      <button
                        type="button"
                        className="btn btn--primary"
                        disabled={busy !== null}
                        onClick={() => void decide(contract, 'accept')}
                      >
                        {t('agent-centre:contracts.accept')}
                      </button>
                      <button
                        type="button"
                        className="btn btn--ghost"
                        disabled={busy !== null}
                        onClick={() => void decide(contract, 'reject')}
                      >
                        {t('agent-centre:contracts.reject')}
                      </button>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            {value.offered.length > 0 ? (
              <>
                <h4 className="ac-contracts__group">{t('agent-centre:contracts.offered')}</h4>
                <ul className="ac-contracts__list">
                  {value.offered.map((contract) => (
                    <li key={contract.id} className="ac-contract">
                      <ContractLine contract={contract} perspective="offered" />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <h4 className="ac-contracts__group">{t('agent-centre:contracts.history')}</h4>
            {value.list.length === 0 ? <p className="mc-empty">{t('agent-centre:contracts.none')}</p> : null}
            <ul className="ac-contracts__list ac-contracts__list--history">
              {value.list.slice((page - 1) * HISTORY_SIZE, page * HISTORY_SIZE).map((contract) => (
                <li key={contract.id} className="ac-contract">
                  <ContractLine contract={contract} perspective="history" />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={Math.ceil(value.list.length / HISTORY_SIZE)} onChange={setPage} />
          </>
        )}
      </RemoteView>
    </section>
  );
}
