import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { DEFAULT_BRANDS_DIR, DEFAULT_DIST_DIR, loadBrands } from './brands';
import { createControls, type SandboxControls } from './controls';
import type { DatabaseOption, Db } from './db/db';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { isCurrentTemplate, templateOf } from './db/template';
import { seedDatabase } from './db/seed';
import { buildSerializerLazily, installApiSchemas } from './lib/api-schemas';
import { startCacheInvalidation, type CacheInvalidation } from './lib/cache-invalidation';
import { createClock } from './lib/clock';
import { installPayloadDecryption } from './lib/encrypted-body';
import { answerFrameworkError, installErrorHandler } from './lib/error-handling';
import { installMerchantContext, merchantOf, requireMerchant } from './lib/merchant-context';
import { contractRouteOf, type ContractRoute } from './lib/openapi';
import { createPasswordHasher, type PasswordHashing } from './lib/passwords';
import type { PayloadKey } from './lib/payload-crypto';
import { payloadKeyForDatabase } from './lib/payload-key-store';
import { createRateLimiter } from './lib/rate-limit';
import { ALL_MERCHANTS, CACHE_TOPICS, createReadCache } from './lib/read-cache';
import { buildPageCsp, installSecurityHeaders } from './lib/security-headers';
import { registerSite, type BrandSites } from './lib/static-site';
import type { TlsCertificate } from './lib/tls-certificate';
import { registerAgentRoutes } from './routes/agent';
import { registerAgentCentreRoutes } from './routes/agent-centre';
import { registerAgentContractRoutes } from './routes/agent-contracts';
import { registerAgentSalaryRoutes } from './routes/agent-salary';
import { registerAnnouncementRoutes } from './routes/announcements';
import { registerBannerRoutes } from './routes/banners';
import { registerCaptchaRoutes } from './routes/captcha';
import { registerCashierRoutes, registerCheckoutRoutes } from './routes/cashier';
import { registerCdnRoutes } from './routes/cdn';
import { registerCountryRoutes } from './routes/countries';
import { registerCustomerServiceRoutes } from './routes/customer-service';
import type { RouteDeps } from './routes/deps';
import { parseEmulatorHost, registerFirebaseEmulatorProxy } from './routes/firebase-emulator-proxy';
import { registerGameLaunchRoutes } from './routes/game-launch';
import { registerGameMenuRoutes } from './routes/game-menus';
import { registerGamePageRoutes } from './routes/game-page';
import { registerGameRoutes } from './routes/games';
import { registerHelpCenterRoutes } from './routes/help-center';
import { registerHealthRoutes } from './routes/health';
import { registerLotteryRoutes } from './routes/lottery';
import { registerMemberGameRoutes } from './routes/member-games';
import { registerMemberRoutes } from './routes/member';
import { registerPointsRoutes, registerRewardArtRoutes } from './routes/points';
import { registerPvpRoomRoutes } from './routes/pvp-rooms';
import { registerPromotionRoutes } from './routes/promotions';
import { registerFeedbackRoutes } from './routes/feedback';
import { registerRankListRoutes } from './routes/rank-list';
import { registerResponsibleGamingRoutes } from './routes/responsible-gaming';
import { registerMessageRoutes } from './routes/messages';
import { registerBetRecordRoutes } from './routes/bet-records';
import { registerRewardRoutes } from './routes/rewards';
import { registerUplineRoutes } from './routes/upline';
import { registerMissionRoutes } from './routes/missions';
import { registerReferralRoutes } from './routes/referral';
import { registerRegistrationRoutes } from './routes/register';
import { registerRegisterSettingRoutes } from './routes/register-settings';
import { registerRouterRoutes } from './routes/resources';
import { registerAnnouncementControlRoutes } from './routes/sandbox-announcements';
import { registerDocsRoutes } from './routes/docs-page';
import { registerOpsApiRoutes } from './routes/ops-api';
import { registerOpsPageRoutes } from './routes/ops-page';
import { refuseOutsideOpsHost } from './lib/ops-host';
import { registerSandboxControlRoutes } from './routes/sandbox-controls';
import { registerSessionRoutes } from './routes/session';
import { registerSupportChatRoutes } from './routes/support-chat';
import { registerSystemStatusRoutes } from './routes/system-status';
import { cachedReads } from './store/cached-reads';
import { requireModuleOn } from './store/whitelabel';
import { registerVerificationRoutes } from './routes/verification';
import { registerWalletRoutes } from './routes/wallet';

import { SandboxSetupError } from './setup-error';

export type { SandboxControls } from './controls';
export { SandboxSetupError } from './setup-error';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

export interface SandboxOptions {
  database: DatabaseOption;
  /**
   * The default brand, whose build (distDir/<brand>/) must exist: served on 127.0.0.1 and any host
   * that names no built brand. Every other brand with a build is served at `<id>.localhost:<port>`.
   * Without it only the API and art are served.
   */
  brand?: string;
  /** Default <repo>/dist. */
  distDir?: string;
  /** Default <repo>/brands. Every brand found is seeded, whichever one is served. */
  brandsDir?: string;
  /** Log to stderr: true means 'info'. Default off. */
  logger?: boolean | LogLevel;
  /**
   * Register the /__sandbox test-control routes (unauthenticated: they switch modules, reset
   * merchants and read outboxes). Default false: only tests and tools that ask get them.
   */
  controls?: boolean;
  /**
   * Called with every route as it is registered (a Fastify onRoute hook added before any route),
   * e.g. for tests that check each route's schema.
   */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Password hashing cost: 'standard' (default, argon2id 19 MiB x 2 passes) or 'fast' (1 MiB x 1),
   * which only a test run that asks for it gets.
   */
  passwordHashing?: PasswordHashing;
  /**
   * `host:port` of a Firebase Auth emulator: the SDK's calls under /identitytoolkit.googleapis.com/,
   * /securetoken.googleapis.com/ and /emulator/ are forwarded to it (routes/firebase-emulator-proxy.ts).
   */
  firebaseAuthEmulator?: string;
  /**
   * More routes, registered before the site's catch-all (e.g. the dev server's live-reload
   * events, scripts/dev.ts). Tools only: the platform's own routes live under routes/.
   */
  extraRoutes?: (app: FastifyInstance) => void;
  /**
   * Serve HTTPS with this key and certificate, HTTP/2 to clients that offer it (browsers do) and
   * HTTP/1.1 to the rest, as a production CDN serves the site (lib/tls-certificate.ts makes one).
   * Default: plain HTTP/1.1.
   */
  tls?: TlsCertificate;
}

export interface Sandbox {
  /** Ready, not listening: call app.listen() or use app.inject(). */
  app: FastifyInstance;
  db: Db;
  controls: SandboxControls;
  /** The key system/status publishes; decryptPayload(body, payloadKey) reads what clients send. */
  payloadKey: PayloadKey;
  /** Closes the server, then the database. Safe to call twice. */
  close(): Promise<void>;
}

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const brands = loadBrands(options.brandsDir ?? DEFAULT_BRANDS_DIR);
  const sites = options.brand
    ? brandSites(
        options.brand,
        brands.map((brand) => brand.id),
        options.distDir,
      )
    : undefined;

  // A bad option stops the start before any database work (a fresh one takes seconds to seed).
  if (options.firebaseAuthEmulator) parseEmulatorHost(options.firebaseAuthEmulator);
  const { db, dataDir } = await openDatabase(options.database);
  let app: FastifyInstance | undefined;
  let invalidation: CacheInvalidation | undefined;
  try {
    const passwords = createPasswordHasher(options.passwordHashing);
    // A copy of a template made by these very sources with the default brands (its file is named
    // after them, db/template.ts) is migrated and seeded already: checking it again took 0.3 s or
    // more of every sandbox start, some 70 a test run. Any other database is brought up to date.
    const template = templateOf(options.database);
    const upToDateCopy = template !== undefined && options.brandsDir === undefined && isCurrentTemplate(template);
    const cache = createReadCache();
    invalidation = await startCacheInvalidation(cache, db, {
      warn: (message, error) => process.emitWarning(error instanceof Error ? `${message}: ${error.message}` : message),
    });
    if (!upToDateCopy) {
      await runMigrations(db);
      await seedDatabase(db, brands, undefined, passwords);
      // Seeding follows brand.json (names, colours...): sandboxes already serving this database
      // from the same PostgreSQL server drop what they read before.
      await invalidation.changed(ALL_MERCHANTS, CACHE_TOPICS);
    }
    const payloadKey = payloadKeyForDatabase(options.database, dataDir);
    const clock = createClock();
    const limiter = createRateLimiter(clock);
    const controls = createControls(db, { brands, clock, limiter, invalidation });
    const externalAuth = {
      emulatorHost: options.firebaseAuthEmulator,
      configOf: (merchantCode: string) => brands.find((brand) => brand.merchantCode === merchantCode)?.thirdPartyAuth ?? null,
    };
    const reads = cachedReads(db, cache);
    app = await buildApp({ db, reads, invalidation, payloadKey, clock, limiter, passwords, externalAuth }, controls, sites, options);
    await app.ready();

    let closing: Promise<void> | undefined;
    const server = app;
    const listening = invalidation;
    const close = () => {
      closing ??= server
        .close()
        .finally(() => listening.close())
        .finally(() => db.close());
      return closing;
    };
    return { app, db, controls, payloadKey, close };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await invalidation?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** The brands' built sites: the default one must exist; the others are looked up as asked for. */
function brandSites(defaultBrand: string, knownBrands: string[], distDir: string = DEFAULT_DIST_DIR): BrandSites {
  if (!knownBrands.includes(defaultBrand)) {
    throw new SandboxSetupError(`Unknown brand "${defaultBrand}". Brands: ${knownBrands.join(', ') || '(none)'}.`);
  }
  const built = (id: string) => existsSync(join(distDir, id, 'index.html'));
  if (!built(defaultBrand)) {
    throw new SandboxSetupError(
      `No build of ${defaultBrand} in ${join(distDir, defaultBrand)} (index.html missing). Run: BRAND=${defaultBrand} npm run build`,
    );
  }
  // Checked per request (a brand stamped while the sandbox runs is served at once); a known build stays known.
  const known = new Set<string>();
  return {
    defaultBrand,
    rootOf: (id) => {
      if (!known.has(id)) {
        if (!knownBrands.includes(id) || !built(id)) return undefined;
        known.add(id);
      }
      return join(distDir, id);
    },
  };
}

/** The brands besides the default one with a build to serve, for the sandbox's ready message. */
export function otherBuiltBrands(options: Pick<SandboxOptions, 'brand' | 'brandsDir' | 'distDir'>): string[] {
  if (!options.brand) return [];
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  return loadBrands(options.brandsDir ?? DEFAULT_BRANDS_DIR)
    .map((brand) => brand.id)
    .filter((id) => id !== options.brand && existsSync(join(distDir, id, 'index.html')));
}

async function buildApp(deps: RouteDeps, controls: SandboxControls, sites: BrandSites | undefined, options: SandboxOptions) {
  const serverOptions = {
    logger: loggerOptions(options.logger),
    // Clients never get to choose the address we report (location.ip); no proxy in front.
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    // Keep-alive connections (browsers) must not hold a shutdown open.
    forceCloseConnections: true,
    frameworkErrors: answerFrameworkError,
    schemaController: { compilersFactory: { buildSerializer: buildSerializerLazily } },
  };
  const app = options.tls
    ? // Fastify types an HTTP/2 server's requests and replies apart; the routes and the framework
      // error handler use only what both kinds share (headers, body, status, the socket's address),
      // which Node's HTTP/2 compatibility API provides, so the one instance type serves both.
      (Fastify({
        ...serverOptions,
        frameworkErrors: answerFrameworkError as never,
        http2: true,
        https: { ...options.tls, allowHTTP1: true },
      }) as unknown as FastifyInstance)
    : Fastify(serverOptions);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // The contract routes, for /docs/openapi.json.
  const contractRoutes: ContractRoute[] = [];
  app.addHook('onRoute', (route) => {
    contractRoutes.push(...contractRouteOf(route));
  });

  installMerchantContext(app);
  installApiSchemas(app);
  // JSON only: a text/plain body is answered 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  installSecurityHeaders(app, buildPageCsp());
  installErrorHandler(app);
  installPayloadDecryption(app, deps.payloadKey);

  registerHealthRoutes(app);
  await app.register(async (scope) => {
    requireMerchant(scope, deps.reads.merchant);
    registerSystemStatusRoutes(scope, deps);
    registerCountryRoutes(scope, deps);
    registerBannerRoutes(scope, deps);
    registerAnnouncementRoutes(scope, deps);
    registerRouterRoutes(scope, deps);
    registerCustomerServiceRoutes(scope, deps);
    registerHelpCenterRoutes(scope, deps);
    registerGameMenuRoutes(scope, deps);
    registerRegisterSettingRoutes(scope, deps);
    registerCaptchaRoutes(scope, deps);
    registerVerificationRoutes(scope, deps);
    registerSessionRoutes(scope, deps);
    registerRegistrationRoutes(scope, deps);
    registerMemberRoutes(scope, deps);
    registerWalletRoutes(scope, deps);
    registerCashierRoutes(scope, deps);
    registerResponsibleGamingRoutes(scope, deps);
    registerMessageRoutes(scope, deps);
    registerBetRecordRoutes(scope, deps);
    registerRewardRoutes(scope, deps);
    registerUplineRoutes(scope, deps);
    registerMissionRoutes(scope, deps);
    registerReferralRoutes(scope, deps);
    registerAgentRoutes(scope, deps);
    // The agent centre's calls, salary and dividend processing included, go with AGENTCENTER:
    // switched off, they answer FEATURE_OFF and nothing is paid.
    await scope.register(async (agentCentre) => {
      agentCentre.addHook('preHandler', async (request) => requireModuleOn(deps.db, merchantOf(request).merchantCode, 'AGENTCENTER'));
      registerAgentCentreRoutes(agentCentre, deps);
      registerAgentContractRoutes(agentCentre, deps);
      registerAgentSalaryRoutes(agentCentre, deps);
    });
    registerLotteryRoutes(scope, deps); // /lgw/... and /lotto/lgw/... lottery lobbies and results
    registerRankListRoutes(scope, deps);
    registerGameRoutes(scope, deps);
    registerMemberGameRoutes(scope, deps);
    registerGameLaunchRoutes(scope, deps);
    registerPvpRoomRoutes(scope, deps);
    registerFeedbackRoutes(scope, deps);
    registerPointsRoutes(scope, deps);
  });
  registerCdnRoutes(app, deps);
  registerPromotionRoutes(app, deps); // /wps/promotions... (merchant scope of its own) and their /cdn artwork
  registerRewardArtRoutes(app, deps);
  registerGamePageRoutes(app, deps);
  registerCheckoutRoutes(app, deps);
  registerSupportChatRoutes(app, deps);
  // The back office answers on its own host only (lib/ops-host.ts).
  await app.register(async (backOffice) => {
    backOffice.addHook('onRequest', refuseOutsideOpsHost);
    registerOpsApiRoutes(backOffice, deps);
    registerOpsPageRoutes(backOffice);
  });
  registerDocsRoutes(app, contractRoutes);
  if (options.controls === true) {
    registerSandboxControlRoutes(app, controls);
    registerAnnouncementControlRoutes(app, deps, options.brandsDir);
  }
  await registerFirebaseEmulatorProxy(app, options.firebaseAuthEmulator);
  options.extraRoutes?.(app);
  registerSite(app, sites);
  return app;
}

function loggerOptions(logger: SandboxOptions['logger']) {
  if (!logger) return false;
  // stderr: stdout carries only the "Sandbox serving ..." line scripts wait for.
  return { level: logger === true ? 'info' : logger, stream: process.stderr };
}
