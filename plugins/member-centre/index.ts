import { definePlugin } from '../../core/plugin/define-plugin';
import { MEMBER_CENTRE_MODAL_ID } from '../../core/session/require-real-account';

/**
 * The member centre (spec sections 2, 4 and 6; issue 6): the header's wallet block (balance that
 * can be hidden, refresh, deposit and withdraw shortcuts) and the panel of pages that opens from
 * the avatar, and the unclaimed-items badge (unread messages + available promotions). The operator's MEMBERCENTER module switches it. No reducer or saga: the balance lives
 * in a small store of the plugin's own chunks, so nothing of it loads before a member logs in.
 */
export default definePlugin({
  id: 'member-centre',
  requires: ['auth'],
  enabledWhen: ({ features }) => features.isOn('MEMBERCENTER'),
  slots: {
    'header.member': [
      {
        key: 'wallet',
        order: 10,
        visible: ({ loggedIn }) => loggedIn,
        component: () => import(/* webpackChunkName: "member-centre-header" */ './components/HeaderWallet'),
      },
      {
        key: 'inbox',
        order: 20,
        visible: ({ loggedIn }) => loggedIn,
        component: () => import(/* webpackChunkName: "member-centre-inbox" */ './components/HeaderInbox'),
      },
    ],
  },
  modals: { [MEMBER_CENTRE_MODAL_ID]: () => import(/* webpackChunkName: "member-centre-panel" */ './modals/MemberCentrePanel') },
});
