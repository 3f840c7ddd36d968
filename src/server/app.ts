import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { REPORT_RETENTION_DAYS } from '../contracts/admin-analytics';
import type { Database } from '../db/client';
import type { AppConfig } from './config';
import { createOrphanFileSweep } from './orphan-file-sweep';
import { DEFAULT_AI_RATE_LIMIT } from './modules/ai/rate-limit';
import { registerAi } from './modules/ai/register';
import { aiRecipeRoutes } from './modules/ai-recipes/routes';
import { createAnalyticsReportRepo } from './modules/analytics/report-repo';
import { analyticsRoutes } from './modules/analytics/routes';
import { aiTimingRoutes } from './modules/ai-timing/routes';
import { registerApiUsage } from './modules/api-usage/register';
import { apiUsageRoutes } from './modules/api-usage/routes';
import { createAdminCategoriesRepo } from './modules/admin/categories-repo';
import { adminCategoriesRoutes } from './modules/admin/categories-routes';
import { createAdminCategoriesService } from './modules/admin/categories-service';
import { createDashboardRepo } from './modules/admin/dashboard-repo';
import { adminDashboardRoutes } from './modules/admin/dashboard-routes';
import { adminRecipesRoutes } from './modules/admin/recipes-routes';
import { createAdminUsersRepo } from './modules/admin/users-repo';
import { adminUsersRoutes } from './modules/admin/users-routes';
import { createAdminUsersService } from './modules/admin/users-service';
import { createOidcSignIn } from './modules/auth/oidc';
import { oidcRoutes } from './modules/auth/oidc-routes';
import { authRoutes, DEFAULT_LOGIN_RATE_LIMIT, DEFAULT_SIGNUP_RATE_LIMIT } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { registerSessionCookie } from './modules/auth/session-cookie';
import { createSessionStore } from './modules/auth/sessions';
import { createLoginThrottle } from './modules/auth/throttle';
import { creditRoutes } from './modules/credits/routes';
import { createCreditService } from './modules/credits/service';
import type { Mailer } from './modules/mail/mailer';
import { registerMail } from './modules/mail/register';
import { createCatalogRepo } from './modules/catalog/repo';
import { catalogRoutes } from './modules/catalog/routes';
import { healthRoutes } from './modules/health/routes';
import { createKitchenToolRepo } from './modules/kitchen-tools/repo';
import { kitchenToolRoutes } from './modules/kitchen-tools/routes';
import { kitchenToolAiRoutes } from './modules/kitchen-tools/ai-routes';
import { kitchenToolAdminRoutes } from './modules/kitchen-tools/admin-routes';
import { createKitchenToolAdminService } from './modules/kitchen-tools/admin-service';
import { registerNewsletter } from './modules/newsletter/register';
import { registerPayments } from './modules/payments/register';
import { createNutritionAnalyzer } from './modules/nutrition/analyzer';
import { createFoodsRepo } from './modules/nutrition/foods-repo';
import { createNutritionRecompute } from './modules/nutrition/recompute';
import { createRecomputeRepo } from './modules/nutrition/recompute-repo';
import { recomputeRoutes } from './modules/nutrition/recompute-routes';
import { recipeNutrition } from './modules/nutrition/recipe-nutrition';
import { nutritionRoutes } from './modules/nutrition/routes';
import { RecipeCache } from './modules/recipes/cache';
import { createRecipeRepo } from './modules/recipes/repo';
import { recipeRoutes } from './modules/recipes/routes';
import { createRecipeService } from './modules/recipes/service';
import { createSavedRecipeRepo } from './modules/saved-recipes/repo';
import { savedRecipeRoutes } from './modules/saved-recipes/routes';
import { createSeoRepo } from './modules/seo/repo';
import { seoRoutes } from './modules/seo/routes';
import { createSeoService } from './modules/seo/service';
import { createSettingsRepo } from './modules/settings/repo';
import { settingsRoutes } from './modules/settings/routes';
import { settingsAdminRoutes } from './modules/settings/admin-routes';
import { rateLimitRoutes } from './modules/settings/rate-limit-routes';
import { createRateLimitSettings } from './modules/settings/rate-limits';
import { createSiteAssetStore, createSiteAssetSweep } from './modules/settings/assets';
import { createSettingsService } from './modules/settings/service';
import { createAvatarStore } from './modules/users/avatar';
import { createAuthoringService } from './modules/recipes/authoring';
import { createAuthoringRepo } from './modules/recipes/authoring-repo';
import { authoringRoutes } from './modules/recipes/authoring-routes';
import { createRecipeImageStore, RECIPE_IMAGE_FOLDER } from './modules/recipes/images';
import { createImportTokens } from './modules/recipe-import/import-token';
import { recipeImportRoutes } from './modules/recipe-import/routes';
import { createOutbound } from './net/outbound';
import { createSafeFetch, type SafeFetchOptions } from './net/safe-fetch';
import { createNutritionGoalsRepo } from './modules/users/nutrition-goals-repo';
import { nutritionGoalsRoutes } from './modules/users/nutrition-goals-routes';
import { createNutritionGoalsService } from './modules/users/nutrition-goals-service';
import { profileRoutes } from './modules/users/profile-routes';
import { createProfileService } from './modules/users/profile-service';
import { createUserRepo } from './modules/users/repo';
import { userRoutes } from './modules/users/routes';
import { createUserService } from './modules/users/service';
import { registerAccess } from './plugins/access';
import { registerErrorHandler, registerNotFound } from './plugins/errors';
import { registerTextGuard } from './plugins/text-guard';
import { registerAdminAuditCheck } from './modules/admin/audit';
import { registerSecurity } from './plugins/security';
import { registerStatic } from './plugins/static';
import { capConnections, DEFAULT_CONNECTION_LIMITS, serverTimeouts } from './connection-limits';
import './viewer';

export const BODY_LIMIT_BYTES = 64 * 1024;
const RECIPE_CACHE_ENTRIES = 5_000;
/**
 * Processes sharing a PostgreSQL server hear of each other's writes by NOTIFY on this channel;
 * the TTL only bounds staleness while a listening connection is being re-established.
 */
const RECIPE_CACHE_TTL_MS = 5_000;
const RECIPE_CHANGES = 'sprig_recipe_changed';

export type AppOptions = Pick<AppConfig, 'logLevel' | 'webDist' | 'uploadsDir' | 'appSecret'> &
  Partial<Pick<AppConfig, 'production' | 'trustProxy' | 'connectionLimits' | 'publicUrl' | 'oidc' | 'signupRateLimit' | 'loginRateLimit' | 'allowPrivateNetworks' | 'ai' | 'aiTimeoutMs' | 'aiRateLimit' | 'stripe' | 'mail'>> & {
    /** Delivers e-mail instead of the configured provider (tests); messages are still recorded in the outbox. */
    mailer?: Mailer;
    /** Recipe import's outbound fetches (tests: DNS answers, time limit, their fixture server's address). */
    importFetch?: SafeFetchOptions;
  };

/** Builds the whole HTTP application without listening, so tests drive it with inject(). */
export async function buildApp(database: Database, config: AppOptions): Promise<FastifyInstance> {
  const connectionLimits = config.connectionLimits ?? DEFAULT_CONNECTION_LIMITS;
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Rate limits key on the client address; a forged X-Forwarded-For must not reset them.
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    ...serverTimeouts(connectionLimits),
  });
  capConnections(app.server, connectionLimits);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('viewer', null);
  // The API speaks JSON (and multipart for uploads); other bodies get 415 rather than a parse attempt.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  // Each route's declared access (public, signed-in, member, admin): 401/403, no-store, per-account limits.
  registerAccess(app);
  registerTextGuard(app);
  // Each change an administrator makes writes its admin_actions row (shown on the dashboard) in
  // the change's own transaction (auditOf); a recorded route that forgets to is a 500.
  registerAdminAuditCheck(app);
  // Counts every response per route pattern in memory, flushed to api_usage (admin API usage).
  const apiUsage = registerApiUsage(app, database.db);

  await registerSecurity(app);
  // Dynamic answers (JSON, pages) compressed per request at a fast level; built assets come
  // precompressed from disk (plugins/static.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie, { secret: config.appSecret });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sprig API',
        version: '1',
        description: 'Every error answers `{ message, errorCode, details? }`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  // Every connection to a configured address (AI, SMTP, SendGrid, Stripe, OpenID Connect) goes through the address policy.
  const outbound = createOutbound({ allowPrivateNetworks: config.allowPrivateNetworks ?? false });
  app.addHook('onClose', async () => outbound.close());
  const recipeRepo = createRecipeRepo(db);
  const sessions = createSessionStore(db);
  registerSessionCookie(app, sessions, config.publicUrl);
  const throttle = createLoginThrottle(db);
  const credits = createCreditService(db);
  // E-mail through the configured provider (SMTP_URL / SENDGRID_API_KEY, else the admin's settings),
  // every message recorded in the outbox (with no provider, stored there only); /api/admin/email/*.
  const mail = await registerMail(app, { db, appSecret: config.appSecret, env: config.mail, publicUrl: config.publicUrl, override: config.mailer, outbound, logLinks: !config.production });
  const authService = createAuthService({
    db,
    sessions,
    throttle,
    // The reset form answers the same whether or not delivery worked (a failure is in the outbox).
    mailer: mail.quietMailer,
    signupBonus: credits.grantSignupBonus,
  });
  scheduleExpiry(app, () => credits.expireDue());
  await app.register(healthRoutes, { database });
  const oidc = config.oidc ? createOidcSignIn(config.oidc, db, app.log, outbound.fetch, credits.grantSignupBonus) : undefined;
  // AI requests per member and sign-ups per address: the environment's defaults, or the admin's values.
  const rateLimits = createRateLimitSettings({
    repo: createSettingsRepo(db),
    defaults: {
      aiPerMinute: config.aiRateLimit ?? DEFAULT_AI_RATE_LIMIT,
      signupsPer15Minutes: config.signupRateLimit ?? DEFAULT_SIGNUP_RATE_LIMIT,
      signInsPer15Minutes: config.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    },
    log: app.log,
  });
  await app.register(rateLimitRoutes, { limits: rateLimits });
  await app.register(authRoutes, {
    service: authService,
    sessions,
    publicUrl: config.publicUrl,
    oidc,
    signupRateLimit: rateLimits.signupsPer15Minutes,
    loginRateLimit: rateLimits.signInsPer15Minutes,
  });
  if (oidc) await app.register(oidcRoutes, { oidc, sessions, publicUrl: config.publicUrl });
  const recipeCache = new RecipeCache(RECIPE_CACHE_ENTRIES, database.kind === 'pglite' ? Infinity : RECIPE_CACHE_TTL_MS);
  const stopListening = await database.listen(RECIPE_CHANGES, (payload) =>
    payload === '*' ? recipeCache.invalidate() : recipeCache.invalidate(Number(payload)),
  );
  app.addHook('onClose', async () => stopListening());
  const recipeService = createRecipeService(recipeRepo, recipeCache, (id) => database.notify(RECIPE_CHANGES, String(id)));
  const userRepo = createUserRepo(db);
  const userService = createUserService(userRepo, recipeRepo);
  const settingsService = createSettingsService(createSettingsRepo(db));
  await app.register(recipeRoutes, { service: recipeService });
  const recipeImages = createRecipeImageStore(config.uploadsDir);
  const recipeChanged = async (id: number) => {
    recipeCache.invalidate(id);
    await database.notify(RECIPE_CHANGES, String(id));
  };
  /** For changes that reach many recipes at once (an author's name, a renamed category). */
  const allRecipesChanged = async () => {
    recipeCache.invalidate();
    await database.notify(RECIPE_CHANGES, '*');
  };
  const analyzer = createNutritionAnalyzer(createFoodsRepo(db));
  await app.register(nutritionRoutes, { analyzer });
  await app.register(recomputeRoutes, {
    recompute: createNutritionRecompute({ repo: createRecomputeRepo(db), analyzer, changed: recipeChanged }),
  });
  const authoringRepo = createAuthoringRepo(db);
  // An import seals where a recipe came from; saving its draft opens that record (issue 15).
  const importTokens = createImportTokens(config.appSecret);
  await app.register(authoringRoutes, {
    service: createAuthoringService({
      repo: authoringRepo,
      recipes: recipeService,
      changed: recipeChanged,
      nutrition: (ingredients, servings) => recipeNutrition(analyzer, ingredients, servings),
      imageExists: recipeImages.exists,
      importSource: importTokens.read,
    }),
    images: recipeImages,
  });
  // A web address as the source of an import or a recipe transform, under the same fetch policy.
  const fetchPage = createSafeFetch({ allowPrivateNetworks: config.allowPrivateNetworks ?? false, ...config.importFetch });
  await app.register(recipeImportRoutes, {
    fetchPage,
    images: recipeImages,
    tokens: importTokens,
  });
  await app.register(userRoutes, { service: userService });
  const profileService = createProfileService({
    users: userRepo,
    avatars: createAvatarStore(config.uploadsDir),
    // Cached recipe pages show their author's name and avatar.
    onAuthorChanged: allRecipesChanged,
    log: app.log,
  });
  await app.register(profileRoutes, { service: profileService });
  await app.register(nutritionGoalsRoutes, { service: createNutritionGoalsService({ repo: createNutritionGoalsRepo(db) }) });
  await app.register(savedRecipeRoutes, { repo: createSavedRecipeRepo(db) });
  await app.register(catalogRoutes, { repo: createCatalogRepo(db) });
  await app.register(kitchenToolRoutes, { repo: createKitchenToolRepo(db) });
  await app.register(settingsRoutes, { service: settingsService });
  await app.register(creditRoutes, { service: credits });
  // The AI runner (hold, call the provider, settle or release), /api/ai/status and the admin's provider settings.
  const ai = await registerAi(app, { db, credits, config, perMinute: rateLimits.aiPerMinute, outbound });
  await app.register(kitchenToolAiRoutes, { repo: createKitchenToolRepo(db), runner: ai.runner, rateLimit: ai.rateLimit });
  await app.register(kitchenToolAdminRoutes, { service: createKitchenToolAdminService(createKitchenToolRepo(db)) });
  // The admin's site settings (name, logo, favicon, colours, uploads) and the AI provider test.
  await app.register(settingsAdminRoutes, { service: settingsService, assets: createSiteAssetStore(config.uploadsDir), db, ai });
  // Recipe AI (transform, analysis, picture) and Recipe Ideas.
  await app.register(aiRecipeRoutes, {
    runner: ai.runner,
    rateLimit: ai.rateLimit,
    db,
    recipes: recipeService,
    analyzer,
    fetchPage,
    images: recipeImages,
    changed: recipeChanged,
  });
  // Credit packs bought with Stripe Checkout; keys from the environment or the admin's settings.
  await registerPayments(app, { db, credits, appSecret: config.appSecret, stripe: config.stripe, publicUrl: config.publicUrl, outbound });
  // Sign-up with a welcome mail, signed unsubscribe links, the admin's subscribers and campaigns,
  // and the campaign sender (resumes interrupted campaigns at start; stops on close).
  await registerNewsletter(app, {
    database,
    mailer: mail.mailer,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    siteName: async () => (await settingsService.publicSite()).siteName,
  });
  await app.register(analyticsRoutes, { db });
  await app.register(apiUsageRoutes, apiUsage);
  await app.register(aiTimingRoutes, { db });
  // The back office's dashboard and Users screen (roles, credit grants and revokes, disabling).
  await app.register(adminDashboardRoutes, { repo: createDashboardRepo(db) });
  await app.register(adminUsersRoutes, { service: createAdminUsersService(createAdminUsersRepo(db), credits) });
  // The back office's Categories screen: a rename or merge rewrites the recipes' categories, so every cached recipe goes.
  await app.register(adminCategoriesRoutes, {
    service: createAdminCategoriesService({ repo: createAdminCategoriesRepo(db), recipesChanged: allRecipesChanged }),
  });
  // The back office's Recipes screen: every recipe with filters, and featuring (editing and deleting are PUT and DELETE /api/recipes/{id}).
  await app.register(adminRecipesRoutes, { db, changed: recipeChanged });
  await app.register(seoRoutes, {
    service: createSeoService({ recipes: recipeService, users: userService, settings: settingsService, repo: createSeoRepo(db) }),
    webDist: config.webDist,
    publicUrl: config.publicUrl,
  });

  scheduleHousekeeping(app, {
    'ended sessions': () => sessions.purgeExpired(),
    'stale sign-in throttles': () => throttle.purgeStale(),
    'spent reset links': () => authService.purgeResetTokens(),
    'expired sign-up links': () => authService.purgeSignups(),
    'old outbox messages': mail.purgeOutbox,
    'orphan recipe pictures': createOrphanFileSweep({ uploadsDir: config.uploadsDir, folder: RECIPE_IMAGE_FOLDER, referenced: authoringRepo.imagesInUse }).sweep,
    'orphan logos and favicons': createSiteAssetSweep(config.uploadsDir, () => settingsService.publicSite()).sweep,
    'old page-view events': () => createAnalyticsReportRepo(db).purgeBefore(daysAgo(REPORT_RETENTION_DAYS)),
    'old API usage': () => apiUsage.repo.purgeBefore(daysAgo(REPORT_RETENTION_DAYS)),
  });

  const pageFallback = await registerStatic(app, { webDist: config.webDist, uploadsDir: config.uploadsDir });
  registerNotFound(app, pageFallback);
  return app;
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/** What is no longer needed is deleted hourly; each task by its name, one failing leaves the others. */
function scheduleHousekeeping(app: FastifyInstance, tasks: Record<string, () => Promise<unknown>>): void {
  const timer = setInterval(() => {
    for (const [name, task] of Object.entries(tasks)) {
      task().catch((err: unknown) => app.log.warn({ err, task: name }, `housekeeping: deleting ${name} failed`));
    }
  }, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

const EXPIRY_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Promotional credits expire by themselves: every process sweeps now and then (expiry is
 * idempotent per grant, so several processes may), and a member's own reads expire theirs first.
 */
function scheduleExpiry(app: FastifyInstance, expireDue: () => Promise<unknown>): void {
  const timer = setInterval(() => {
    expireDue().catch((err: unknown) => app.log.warn({ err }, 'expiring promotional credits failed'));
  }, EXPIRY_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
