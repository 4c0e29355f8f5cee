import { definePlugin } from '../../core/plugin/define-plugin';

/**
 * The agent centre (spec sections 2, 4 and 6; issue 7): the modal an agent (types 1, 2, 41, 42)
 * opens from the header, with the team overview, downline registration and management, contracts,
 * the team reports and the salary and dividend records. The operator's AGENTCENTER module switches
 * it; nothing of it loads before an agent opens it.
 */
/** The panel's modal id (spec section 2). */
export const AGENT_CENTRE_MODAL_ID = 'agentCentre';

export default definePlugin({
  id: 'agent-centre',
  requires: ['auth'],
  enabledWhen: ({ features }) => features.isOn('AGENTCENTER'),
  modals: { [AGENT_CENTRE_MODAL_ID]: () => import('./modals/AgentCentrePanel') },
  accountCentre: { kind: 'agent', modal: AGENT_CENTRE_MODAL_ID },
  texts: [
    { when: 'on-demand', pt: () => import('./i18n/pt.json') },
    { when: 'on-demand', pt: () => import('./i18n/reports.pt.json') },
    { when: 'on-demand', namespace: 'centre', pt: () => import('../shared/centre/pt.json') },
  ],
});
