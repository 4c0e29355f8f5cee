import '../../shared/centre/centre-panel.css';
import '../agent-centre.css';
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { Modal } from '../../../core/modal/Modal';
import { LazyView } from '../../../core/router/LazyView';
import { session } from '../../../core/session/storage-keys';
import type { RootState } from '../../../core/store/core-state';
import { LoadFailed } from '../../shared/centre/LoadState';
import { agentApi, type AgentSettings } from '../api';
import { DEFAULT_ENTRY, isEntryKey, visibleEntries, type EntryKey } from '../entries';
import { PAGES } from '../pages';

interface Props {
  modalId: string;
  props: Record<string, unknown>;
  close: () => void;
}

/** The spec's session keys for what the agent centre learnt about the account. */
function remember(settings: AgentSettings): void {
  session.set('consolidated', JSON.stringify(settings.consolidated));
  session.set('enableSalary', String(settings.enableSalary));
  session.set('enableContract', String(settings.enableContract));
}

/**
 * What the agent is paid, named by the menu's own pages (so the line under the name and the menu
 * never disagree): the account type's number means nothing to an agent.
 */
const PLAN_ENTRIES = [
  ['agentDailyWages2', 'daily'],
  ['agentHourSalary', 'hourly'],
  ['agentRealtimeSalary', 'realtime'],
  ['agentDividendRecordCopy2', 'dividends'],
] as const satisfies ReadonlyArray<readonly [EntryKey, string]>;

/**
 * The agent centre modal (spec sections 2 and 4): the menu shows once the agent's flags are
 * loaded (its entries depend on them), the content on the right opens at team overview, a close
 * button. States: not loaded, loaded, one active page, closed.
 */
export default function AgentCentrePanel({ props, close }: Props) {
  const t = useT();
  const { api } = useEngine();
  const member = useSelector((state: RootState) => state.core.member);
  const settings = useRemote('agent-settings', () => agentApi.settings(api));
  const [entry, setEntry] = useState<EntryKey>(isEntryKey(props.page) ? props.page : DEFAULT_ENTRY);
  const menuRef = useRef<HTMLUListElement>(null);
  const entries = settings.data ? visibleEntries(settings.data) : [];
  const name = member?.nickname || member?.account || '';
  const role = [
    t('agent-centre:panel.role'),
    ...PLAN_ENTRIES.filter(([key]) => entries.includes(key)).map(([, plan]) => t(`agent-centre:panel.plan.${plan}`)),
  ].join(' · ');

  useEffect(() => {
    if (settings.data) remember(settings.data);
  }, [settings.data]);

  // An entry this agent does not have (a page asked for by the opener) falls back to the default.
  const shown = entries.includes(entry) ? entry : DEFAULT_ENTRY;

  // On a phone the menu is a sideways strip: keep the open entry in view.
  useEffect(() => {
    menuRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [shown, settings.data]);

  return (
    <Modal title={t('agent-centre:panel.title')} onClose={close} size="large" className="agent-centre centre-panel">
      {settings.status === 'failed' ? (
        <LoadFailed error={settings.error} retry={settings.retry} />
      ) : !settings.data ? (
        <div className="centre-panel__loading" role="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          {t('agent-centre:panel.loading')}
        </div>
      ) : (
        <div className="centre-panel__layout" data-entry={shown}>
          <nav className="centre-panel__menu" aria-label={t('agent-centre:panel.menu')}>
            <div className="centre-panel__who">
              <span className="avatar centre-panel__avatar" aria-hidden="true">
                {name.slice(0, 1).toUpperCase()}
              </span>
              <span className="centre-panel__name">{name}</span>
              <span className="agent-centre__role">{role}</span>
            </div>
            <ul className="centre-panel__entries" ref={menuRef}>
              {entries.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    className="centre-panel__entry"
                    aria-current={key === shown ? 'page' : undefined}
                    data-entry={key}
                    onClick={() => setEntry(key)}
                  >
                    {t(`agent-centre:entry.${key}`)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section className="centre-panel__content" aria-label={t(`agent-centre:entry.${shown}`)}>
            <LazyView key={shown} load={PAGES[shown]} props={{ settings: settings.data, openEntry: setEntry }} />
          </section>
        </div>
      )}
    </Modal>
  );
}
