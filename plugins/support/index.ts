import { definePlugin } from '../../core/plugin/define-plugin';

/**
 * The right side bar and customer service (spec sections 2, 6, 8 and 9): promotions, customer
 * service in a 440x750 window (VIP for club ranks above 4, live chat otherwise, csType '3' links
 * decrypted), invite friends, and the resource links with 74 px QR codes.
 */
export default definePlugin({
  id: 'support',
  slots: {
    'shell.sidebar': [
      {
        key: 'side-bar',
        order: 0,
        // A floating bar: nothing on the first screen waits for it (see SideBarPlaceholder).
        when: 'after-paint',
        placeholder: () => import('./components/SideBarPlaceholder'),
        component: () => import('./components/SideBar'),
      },
    ],
  },
  texts: [{ when: 'on-demand', pt: () => import('./i18n/pt.json') }],
});
