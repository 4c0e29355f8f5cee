import type { SandboxBrand } from '../../brands';
import { createPasswordHasher, type PasswordHasher } from '../../lib/passwords';
import { SEEDED_STATUS, writeStatus } from '../../store/status';
import type { Db, Queryable } from '../db';
import { seedAccounts, type HashOnce } from './accounts';
import { seedAgentCentre } from './agent-centre';
import { seedAnnouncements } from './announcements';
import { seedBanners } from './banners';
import { seedBets } from './bets';
import { seedCashier } from './cashier';
import { seedGamesArea, upsertGameCatalogue } from './games';
import { seedHelpCenter } from './help';
import { seedMessages } from './messages';
import { seedMissions } from './missions';
import { seedOperators } from './operators';
import { seedLinks } from './links';
import { seedPromotions } from './promotions';
import { seedPoints } from './points';
import { upsertReferenceData } from './reference-data';
import { seedReferrals } from './referrals';
import { seedRegisterRules } from './register-rules';
import { seedRewards } from './rewards';
import { seedVendorCards } from './vendor-cards';
import { seedWhitelabel } from './whitelabel';

export interface SeedReport {
  /** Merchants whose demo content was written by this run. */
  seeded: string[];
  /** Merchants that already had it (left untouched apart from their brand identity). */
  alreadySeeded: string[];
}

/**
 * Demo content added after the first release of the seed, written once per merchant and area
 * (merchant_seed_areas), so a persistent database seeded before an area existed still gets it.
 */
const LATER_AREAS: { area: string; seed: (tx: Queryable, brand: SandboxBrand, hashOnce: HashOnce) => Promise<void> }[] = [
  {
    area: 'accounts',
    seed: async (tx, brand, hashOnce) => {
      await seedRegisterRules(tx, brand);
      await seedAccounts(tx, brand, hashOnce);
    },
  },
  // After accounts: the demo wallets belong to the demo accounts.
  { area: 'games', seed: (tx, brand) => seedGamesArea(tx, brand) },
  // After accounts: the demo member's entries belong to jogador.
  { area: 'promotions', seed: (tx, brand) => seedPromotions(tx, brand) },
  // After accounts: jogador's payment password and points history.
  { area: 'points', seed: (tx, brand, hashOnce) => seedPoints(tx, brand, hashOnce) },
  { area: 'help', seed: (tx, brand) => seedHelpCenter(tx, brand) },
  // After games: jogador's deposits and withdrawals move money the opening move put there.
  { area: 'cashier', seed: (tx, brand) => seedCashier(tx, brand) },
  // After cashier, before bets: jogador's bonus and rewards, then his play, in time order.
  { area: 'rewards', seed: (tx, brand) => seedRewards(tx, brand) },
  { area: 'referrals', seed: (tx, brand) => seedReferrals(tx, brand) },
  // After rewards and referrals: jogador's play loses what the credits paid, so his balance stays as documented.
  { area: 'bets', seed: (tx, brand) => seedBets(tx, brand) },
  // After accounts: jogador's inbox.
  { area: 'messages', seed: (tx, brand) => seedMessages(tx, brand) },
  // After accounts: the week's mission leaderboard.
  { area: 'missions', seed: (tx, brand) => seedMissions(tx, brand) },
  // After cashier and games: agente1's deeper team deposits and plays; its accounts come with it
  // where the accounts area ran before they existed.
  { area: 'agent_centre', seed: (tx, brand, hashOnce) => seedAgentCentre(tx, brand, hashOnce) },
];

/**
 * Seeds every brand, keyed by merchant code. Brand identity (name, colours...) follows brand.json
 * on every start; the demo content is written once per merchant, so what tests or people change
 * in a persistent database survives restarts. Safe to run any number of times.
 */
export async function seedDatabase(
  db: Db,
  brands: readonly SandboxBrand[],
  now: Date = new Date(),
  passwords: PasswordHasher = createPasswordHasher(),
): Promise<SeedReport> {
  await db.transaction(async (tx) => {
    await upsertReferenceData(tx);
    await upsertGameCatalogue(tx);
  });
  // Demo accounts sharing a password share its hash within one run: argon2id is slow on purpose.
  const hashes = new Map<string, Promise<string>>();
  const hashOnce: HashOnce = (password) => {
    if (!hashes.has(password)) hashes.set(password, passwords.hash(password));
    return hashes.get(password)!;
  };
  await db.transaction((tx) => seedOperators(tx, hashOnce));
  const report: SeedReport = { seeded: [], alreadySeeded: [] };
  for (const brand of brands) {
    const seededNow = await db.transaction(async (tx) => {
      await upsertMerchant(tx, brand);
      // The row lock makes a concurrent sandbox (same PostgreSQL) wait, then see seeded_at.
      const { rows } = await tx.query<{ seeded_at: Date | null }>('SELECT seeded_at FROM merchants WHERE merchant_code = $1 FOR UPDATE', [
        brand.merchantCode,
      ]);
      const first = !rows[0]?.seeded_at;
      if (first) {
        await seedMerchantContent(tx, brand, now);
        await tx.query('UPDATE merchants SET seeded_at = now() WHERE merchant_code = $1', [brand.merchantCode]);
      }
      for (const { area, seed } of LATER_AREAS) {
        const done = await tx.query('SELECT 1 FROM merchant_seed_areas WHERE merchant_code = $1 AND area = $2', [brand.merchantCode, area]);
        if (done.rows.length) continue;
        await seed(tx, brand, hashOnce);
        await tx.query('INSERT INTO merchant_seed_areas (merchant_code, area) VALUES ($1, $2)', [brand.merchantCode, area]);
      }
      return first;
    });
    (seededNow ? report.seeded : report.alreadySeeded).push(brand.merchantCode);
  }
  return report;
}

async function upsertMerchant(tx: Queryable, brand: SandboxBrand): Promise<void> {
  const { colors } = brand;
  await tx.query(
    `INSERT INTO merchants (merchant_code, brand_id, name, platform, currency_symbol, default_language, country_code,
                            color_primary, color_accent, color_background, color_surface, color_chat_header)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (merchant_code) DO UPDATE SET
       brand_id = $2, name = $3, platform = $4, currency_symbol = $5, default_language = $6, country_code = $7,
       color_primary = $8, color_accent = $9, color_background = $10, color_surface = $11, color_chat_header = $12`,
    [
      brand.merchantCode,
      brand.id,
      brand.name,
      brand.platform,
      brand.currencySymbol,
      brand.defaultLanguage,
      brand.countryCode,
      colors.primary,
      colors.accent,
      colors.background,
      colors.surface,
      colors.chatHeader,
    ],
  );
}

async function seedMerchantContent(tx: Queryable, brand: SandboxBrand, now: Date): Promise<void> {
  await writeStatus(tx, brand.merchantCode, SEEDED_STATUS);
  await seedWhitelabel(tx, brand);
  await seedBanners(tx, brand);
  await seedAnnouncements(tx, brand, now);
  await seedLinks(tx, brand);
  await seedVendorCards(tx, brand);
}
