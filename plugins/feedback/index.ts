import { definePlugin } from '../../core/plugin/define-plugin';
import { FEEDBACK_MODAL_ID } from './modal-ids';

export { FEEDBACK_MODAL_ID } from './modal-ids';

/**
 * Feedback to the operator (spec sections 5 to 9): a modal with a remark of up to 140 characters
 * and up to three PNG or JPG images of 5 MB each, sent with PUT /wps/feedback, which needs no
 * session. Opened from the footer's "Fale conosco" section, or by any plugin through
 * FEEDBACK_MODAL_ID (a side-bar shortcut, for instance).
 *
 * Nothing of it is on the first screen: the footer section and its texts load after the page,
 * the form (with formik) only when opened.
 */
export default definePlugin({
  id: 'feedback',
  slots: {
    'footer.sections': [{ key: 'feedback', order: 80, component: () => import('./components/FeedbackFooter') }],
  },
  modals: { [FEEDBACK_MODAL_ID]: () => import('./modals/FeedbackModal') },
  texts: [{ when: 'on-demand', pt: () => import('./i18n/pt.json') }],
});
