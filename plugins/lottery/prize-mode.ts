import type { GameCategoryMenu } from '../lobbies';

/** The two prize modes the menus can select (spec section 4, "Prize mode"). */
export type MenuPrizeMode = 'Elott' | 'Lott';

/** Vendor cards that, under the ELOTT category, switch the site to the ELOTT prize mode. */
const ELOTT_MODE_VENDORS: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'LOTT']);

/**
 * The prize mode the lottery calls take: the ELOTT mode when the merchant's menus carry a
 * TCG_LOTTO_VN or LOTT card under the ELOTT category, else the LOTT mode.
 */
export function prizeModeOf(menus: readonly Pick<GameCategoryMenu, 'gameType' | 'cards'>[]): MenuPrizeMode {
  const elott = menus.some(
    (category) => category.gameType === 'ELOTT' && category.cards.some((card) => ELOTT_MODE_VENDORS.has(card.vassalage)),
  );
  return elott ? 'Elott' : 'Lott';
}
