/** The feedback form's modal: open it with coreActions.modalOpened(FEEDBACK_MODAL_ID) from any plugin that requires 'feedback'. */
export const FEEDBACK_MODAL_ID = 'feedback';
