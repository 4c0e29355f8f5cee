/** What the plugin file needs without loading the rest (it is in every page's bundle). */
export const HELP_CENTER_PATH = 'system/helpCenter';

/** The modal id of spec section 2. */
export const HELP_MODAL_ID = 'helpModal';
