import { definePlugin } from '../../core/plugin/define-plugin';
import { AGENT_CENTRE_MODAL_ID } from '../../core/session/require-real-account';

/**
 * The agent centre (spec sections 2, 4 and 6; issue 7): the modal an agent (types 1, 2, 41, 42)
 * opens from the header, with the team overview, downline registration and management, contracts,
 * the team reports and the salary and dividend records. The operator's AGENTCENTER module switches
 * it; nothing of it loads before an agent opens it.
 */
export default definePlugin({
  id: 'agent-centre',
  requires: ['auth'],
  enabledWhen: ({ features }) => features.isOn('AGENTCENTER'),
  modals: { [AGENT_CENTRE_MODAL_ID]: () => import(/* webpackChunkName: "agent-centre-panel" */ './modals/AgentCentrePanel') },
});
