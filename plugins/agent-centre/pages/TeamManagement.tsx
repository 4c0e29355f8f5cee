import { useId, useState, type FormEvent } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { DateRangeFilter, useDayRange } from '../../shared/centre/DateRangeFilter';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import { agentApi, type ContractKind, type TeamRow } from '../api';
import { Contracts, OfferForm, useAllContracts } from '../components/Contracts';
import { percent, ReportTable, reportFileName, SignedAmount, useMoney, type ReportColumn } from '../components/ReportTable';
import { agentExports } from '../exports';
import type { PageProps } from '../pages';

const PAGE_SIZE = 10;
const OFFER_FORM_ID = 'ac-offer-form';

/**
 * downlineManagmentView: the team level by level (the path back up to the agent), a search across
 * every level, each downline's size, balance and movement in the period and its contract rates;
 * agents among the direct downlines can be offered a contract. The agent's own contracts follow.
 */
export default function TeamManagement({ settings }: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const searchId = useId();
  const { preset, range, choose } = useDayRange('week');
  const [parent, setParent] = useState<string | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [searchProblem, setSearchProblem] = useState(false);
  const [page, setPage] = useState(1);
  const [offerTo, setOfferTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const load = (pageNo: number, pageSize: number) =>
    agentApi.team(api, { ...range, pageNo, pageSize, ...(query ? { username: query } : parent ? { parent } : {}) });
  const team = useRemote(`agent-team:${parent ?? ''}:${query}:${range.from}:${range.to}:${page}:${version}`, () => load(page, PAGE_SIZE));
  const contracts = useAllContracts(version);
  const ownRates: Partial<Record<ContractKind, number>> = {};
  for (const contract of contracts.data?.mine ?? []) if (contract.status === 'ACTIVE') ownRates[contract.kind] = contract.rate;
  const money = useMoney();

  const rateText = (rate: number | null) => (rate === null ? t('agent-centre:common.none') : percent(rate));
  const rates = (row: TeamRow) =>
    row.isAgent ? `${rateText(row.salaryRate)} / ${rateText(row.dividendRate)}` : t('agent-centre:common.none');
  const columns: ReportColumn<TeamRow>[] = [
    {
      key: 'user',
      header: t('agent-centre:team.columns.user'),
      rowHeader: true,
      csv: (row) => row.username,
      cell: (row) => (
        <span className="ac-team__user" data-username={row.username}>
          {row.isAgent && row.directCount > 0 ? (
            <button
              type="button"
              className="ac-team__open"
              onClick={() => open(row.username)}
              aria-label={t('agent-centre:team.open', { username: row.username })}
            >
              {row.username}
            </button>
          ) : (
            <span className="ac-team__name">{row.username}</span>
          )}
          <span className={`mc-status mc-status--${row.isAgent ? 'wait' : 'neutral'}`}>
            {t(row.isAgent ? 'agent-centre:common.agent' : 'agent-centre:common.member')}
          </span>
        </span>
      ),
    },
    { key: 'level', header: t('agent-centre:team.columns.level'), numeric: true, cell: (row) => row.level, csv: (row) => row.level },
    {
      key: 'team',
      header: t('agent-centre:team.columns.team'),
      cell: (row) => t('agent-centre:team.teamSize', { direct: row.directCount, total: row.teamSize }),
      csv: (row) => row.teamSize,
    },
    {
      key: 'balance',
      header: t('agent-centre:team.columns.balance'),
      numeric: true,
      cell: (row) => money(row.balance),
      csv: (row) => row.balance,
    },
    {
      key: 'deposits',
      header: t('agent-centre:team.columns.deposits'),
      numeric: true,
      cell: (row) => money(row.deposits),
      csv: (row) => row.deposits,
    },
    { key: 'bets', header: t('agent-centre:team.columns.bets'), numeric: true, cell: (row) => money(row.bets), csv: (row) => row.bets },
    {
      key: 'net',
      header: t('agent-centre:team.columns.net'),
      numeric: true,
      cell: (row) => <SignedAmount value={row.net} />,
      csv: (row) => row.net,
    },
    { key: 'rates', header: t('agent-centre:team.columns.rates'), cell: rates, csv: rates },
    {
      key: 'registered',
      header: t('agent-centre:team.columns.registered'),
      cell: (row) => formatDateTime(row.registeredAt),
      csv: (row) => formatDateTime(row.registeredAt),
    },
    ...(settings.enableContract
      ? [
          {
            key: 'contract',
            header: t('agent-centre:team.columns.contract'),
            csv: () => null,
            cell: (row: TeamRow) =>
              row.isAgent && row.level === 1 ? (
                <button
                  type="button"
                  className="btn btn--ghost ac-team__offer"
                  onClick={() => setOfferTo(offerTo === row.username ? null : row.username)}
                  aria-expanded={offerTo === row.username}
                  aria-controls={OFFER_FORM_ID}
                  aria-label={t('agent-centre:team.offerTo', { username: row.username })}
                >
                  {t('agent-centre:team.offer')}
                </button>
              ) : null,
          },
        ]
      : []),
  ];

  function open(username: string | undefined) {
    setParent(username);
    setQuery('');
    setDraft('');
    setPage(1);
    setOfferTo(null);
  }

  function search(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    setSearchProblem(text.length > 0 && text.length < 2);
    if (text.length === 1) return;
    setQuery(text);
    setPage(1);
    setOfferTo(null);
  }

  return (
    <div className="mc-page">
      <PageHeader title={t('agent-centre:team.title')} lead={t('agent-centre:team.lead')} />
      <div className="mc-card ac-team__filters">
        <form className="ac-search" role="search" onSubmit={search}>
          <label className="mc-field__label" htmlFor={searchId}>
            {t('agent-centre:team.search')}
          </label>
          <div className="ac-search__row">
            <input
              id={searchId}
              className="mc-field__input"
              type="search"
              name="username"
              maxLength={32}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={searchProblem ? true : undefined}
            />
            <button type="submit" className="btn btn--primary">
              {t('agent-centre:team.searchButton')}
            </button>
            {query ? (
              <button type="button" className="btn btn--ghost" onClick={() => open(parent)}>
                {t('agent-centre:team.clear')}
              </button>
            ) : null}
          </div>
          {searchProblem ? (
            <p className="mc-field__error" role="alert">
              {t('agent-centre:team.searchProblem')}
            </p>
          ) : null}
        </form>
        <DateRangeFilter
          preset={preset}
          onChange={(next, nextRange) => {
            choose(next, nextRange);
            setPage(1);
          }}
        />
      </div>
      {notice ? (
        <p className="mc-notice mc-notice--success" role="status">
          {notice}
        </p>
      ) : null}
      <RemoteView remote={team} rows={4}>
        {(value) => (
          <div className="ac-team">
            {query ? (
              <h3 className="mc-card__title">{t('agent-centre:team.results', { query })}</h3>
            ) : (
              <nav aria-label={t('agent-centre:team.path')}>
                <ol className="ac-path">
                  {value.path.map((step, index) => (
                    <li key={step.username}>
                      {index === value.path.length - 1 ? (
                        <span aria-current="location">{index === 0 ? t('agent-centre:team.you') : step.username}</span>
                      ) : (
                        <button type="button" className="ac-path__step" onClick={() => open(index === 0 ? undefined : step.username)}>
                          {index === 0 ? t('agent-centre:team.you') : step.username}
                        </button>
                      )}
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            <ReportTable
              exportAll={async () => ({
                rows: await agentExports.team(api, { ...range, ...(query ? { username: query } : parent ? { parent } : {}) }),
                totals: [],
              })}
              caption={t('agent-centre:team.title')}
              secondary={['registered', 'rates', 'team', 'level', 'deposits', 'bets']}
              columns={columns}
              rows={value.list}
              rowKey={(row) => row.username}
              fileName={reportFileName(
                query ? t('agent-centre:team.fileSearch', { query }) : t('agent-centre:team.file', { username: value.parent.username }),
                range,
              )}
              empty={t(query ? 'agent-centre:team.noMatch' : 'agent-centre:team.empty')}
              busy={team.status === 'loading'}
            />
            {offerTo ? (
              <OfferForm
                key={offerTo}
                id={OFFER_FORM_ID}
                downline={offerTo}
                ownRates={ownRates}
                onCancel={() => setOfferTo(null)}
                onDone={(text) => {
                  setOfferTo(null);
                  setNotice(text);
                  setVersion((current) => current + 1);
                }}
              />
            ) : null}
            <Pagination page={page} pageCount={value.totalPages} onChange={setPage} />
          </div>
        )}
      </RemoteView>
      <Contracts contracts={contracts} onChanged={() => setVersion((current) => current + 1)} canOffer={settings.enableContract} />
    </div>
  );
}
