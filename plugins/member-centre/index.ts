import { definePlugin } from '../../core/plugin/define-plugin';

/**
 * The member centre (spec sections 2, 4 and 6; issue 6): the header's wallet block (balance that
 * can be hidden, refresh, deposit and withdraw shortcuts) and the panel of pages that opens from
 * the avatar, and the unclaimed-items badge (unread messages + available promotions). The operator's MEMBERCENTER module switches it. No reducer or saga: the balance lives
 * in a small store of the plugin's own chunks, so nothing of it loads before a member logs in.
 */
/** The panel's modal id (spec section 2). */
export const MEMBER_CENTRE_MODAL_ID = 'memberCentre';

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
        component: () => import('./components/HeaderWallet'),
      },
      {
        key: 'inbox',
        order: 20,
        visible: ({ loggedIn }) => loggedIn,
        component: () => import('./components/HeaderInbox'),
      },
    ],
  },
  modals: { [MEMBER_CENTRE_MODAL_ID]: () => import('./modals/MemberCentrePanel') },
  accountCentre: { kind: 'member', modal: MEMBER_CENTRE_MODAL_ID },
  texts: [
    { when: 'on-demand', pt: () => import('./i18n/pt.json') },
    { when: 'on-demand', namespace: 'centre', pt: () => import('../shared/centre/pt.json') },
  ],
});
