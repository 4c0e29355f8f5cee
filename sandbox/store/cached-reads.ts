import type { Queryable } from '../db/db';
import { ALL_MERCHANTS, type ReadCache } from '../lib/read-cache';
import type { RankGame } from '../lib/rank-list';
import type { GameType } from '../db/seed/reference-data';
import { readGameMenus, type GameCategoryMenu } from './game-menus';
import { listGamesInMenuOrder, type Game } from './games';
import { findMerchant, type Merchant } from './merchants';
import { readRankGames } from './rank-list';
import { readRegisterRules, type RegisterRule } from './register-rules';
import {
  readAnnouncements,
  readBanners,
  readCountries,
  readCustomerService,
  readDomains,
  readResources,
  type AnnouncementRecord,
  type BannerRecord,
  type CustomerServiceTarget,
  type ResourceLink,
} from './site-content';
import { readStatus, type MerchantStatus } from './status';
import { readSwitchedOffVendorCards } from './vendor-switches';
import { readModuleSwitches, readWhitelabelTree, type WhitelabelModule } from './whitelabel';

/** The announcement types the player-facing list groups (routes/announcements.ts); H is the help centre's. */
export const LISTED_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const;

/**
 * The hot reads of a page load, through the read cache (lib/read-cache.ts). Every answer is shared
 * and frozen: map or filter it into a new value, never change it. Each read's topics say which
 * changes drop it; the writers name the same topics (routes/ops-api.ts, controls.ts...).
 *
 * Reads are whole per merchant (every banner group, every listed announcement type) and filtered by
 * the route, or keyed by a game category the schema limits to eight, so the keys are fixed: nothing
 * a client sends adds an entry.
 */
export interface CachedReads {
  /** Undefined for an unknown code, which is not kept (a stranger may send endless codes). */
  merchant(merchantCode: string): Promise<Merchant | undefined>;
  whitelabelTree(merchantCode: string): Promise<readonly WhitelabelModule[]>;
  moduleSwitches(merchantCode: string): Promise<ReadonlyMap<string, boolean>>;
  status(merchantCode: string): Promise<MerchantStatus>;
  registerRules(merchantCode: string): Promise<readonly RegisterRule[]>;
  resources(merchantCode: string): Promise<readonly ResourceLink[]>;
  domains(merchantCode: string): Promise<readonly string[]>;
  customerService(merchantCode: string): Promise<readonly CustomerServiceTarget[]>;
  /** Every group's, in group then display order. */
  banners(merchantCode: string): Promise<readonly BannerRecord[]>;
  switchedOffVendorCards(merchantCode: string): Promise<ReadonlySet<string>>;
  /** The LISTED_ANNOUNCEMENT_TYPES ones, newest first. */
  announcements(merchantCode: string): Promise<readonly AnnouncementRecord[]>;
  gameMenus(merchantCode: string): Promise<readonly GameCategoryMenu[]>;
  /**
   * The games the winner board may name, all categories or one (`gameType` is one of the schema's
   * few categories, so the keys stay fixed). The board itself is drawn from the clock per request.
   */
  rankGames(merchantCode: string, gameType?: string): Promise<readonly RankGame[]>;
  /**
   * A guest's hot games of one category or all (no stars: a member's list carries their own), in
   * menu order, at most `limit` (the route's constant, so the keys stay fixed).
   */
  guestHotGames(merchantCode: string, gameType: GameType | undefined, limit: number): Promise<readonly Game[]>;
  countries(): Promise<readonly { countryCode: string; countryDialingCode: string; name: string }[]>;
}

export function cachedReads(db: Queryable, cache: ReadCache): CachedReads {
  return {
    merchant: (merchantCode) =>
      cache.read(
        { merchantCode, read: 'merchant', topics: ['merchant', 'referenceData'] },
        () => findMerchant(db, merchantCode),
        (found) => found !== undefined,
      ),
    whitelabelTree: (merchantCode) =>
      cache.read({ merchantCode, read: 'whitelabelTree', topics: ['modules'] }, () => readWhitelabelTree(db, merchantCode)),
    moduleSwitches: (merchantCode) =>
      cache.read({ merchantCode, read: 'moduleSwitches', topics: ['modules'] }, () => readModuleSwitches(db, merchantCode)),
    status: (merchantCode) => cache.read({ merchantCode, read: 'status', topics: ['status'] }, () => readStatus(db, merchantCode)),
    registerRules: (merchantCode) =>
      cache.read({ merchantCode, read: 'registerRules', topics: ['registerRules'] }, () => readRegisterRules(db, merchantCode)),
    resources: (merchantCode) =>
      cache.read({ merchantCode, read: 'resources', topics: ['siteLinks'] }, () => readResources(db, merchantCode)),
    domains: (merchantCode) => cache.read({ merchantCode, read: 'domains', topics: ['siteLinks'] }, () => readDomains(db, merchantCode)),
    customerService: (merchantCode) =>
      cache.read({ merchantCode, read: 'customerService', topics: ['siteLinks'] }, () => readCustomerService(db, merchantCode)),
    banners: (merchantCode) => cache.read({ merchantCode, read: 'banners', topics: ['banners'] }, () => readBanners(db, merchantCode)),
    switchedOffVendorCards: (merchantCode) =>
      cache.read({ merchantCode, read: 'switchedOffVendorCards', topics: ['vendorCards'] }, () =>
        readSwitchedOffVendorCards(db, merchantCode),
      ),
    announcements: (merchantCode) =>
      cache.read({ merchantCode, read: 'announcements', topics: ['announcements'] }, () =>
        readAnnouncements(db, merchantCode, LISTED_ANNOUNCEMENT_TYPES),
      ),
    // The menus leave out switched-off categories (modules) and vendors (vendorCards).
    gameMenus: (merchantCode) =>
      cache.read({ merchantCode, read: 'gameMenus', topics: ['modules', 'vendorCards', 'referenceData'] }, () =>
        readGameMenus(db, merchantCode),
      ),
    // The same catalogue and switches as the menus.
    rankGames: (merchantCode, gameType) =>
      cache.read({ merchantCode, read: `rankGames:${gameType ?? ''}`, topics: ['modules', 'vendorCards', 'referenceData'] }, () =>
        readRankGames(db, merchantCode, gameType),
      ),
    guestHotGames: (merchantCode, gameType, limit) =>
      cache.read(
        { merchantCode, read: `guestHotGames:${gameType ?? ''}:${limit}`, topics: ['modules', 'vendorCards', 'referenceData'] },
        () => listGamesInMenuOrder(db, merchantCode, { gameType, onlyHot: true }, limit),
      ),
    countries: () => cache.read({ merchantCode: ALL_MERCHANTS, read: 'countries', topics: ['referenceData'] }, () => readCountries(db)),
  };
}
