/** Spec section 2, modals: the game popup lists one provider's games. */
export const GAME_POPUP_MODAL_ID = 'gamePopup';
