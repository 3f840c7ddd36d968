import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import type { AppConfig } from './config';
import { capConnections, DEFAULT_CONNECTION_LIMITS, serverTimeouts } from './connection-limits';
import { registerHousekeeping } from './housekeeping';
import { registerAdminAuditCheck } from './modules/admin/audit';
import { registerAdmin } from './modules/admin/register';
import { registerAi } from './modules/ai/register';
import { registerAiRecipes } from './modules/ai-recipes/register';
import { registerAiTiming } from './modules/ai-timing/register';
import { registerAnalytics } from './modules/analytics/register';
import { registerApiUsage } from './modules/api-usage/register';
import { registerAuth } from './modules/auth/register';
import { registerCatalog } from './modules/catalog/register';
import { registerCredits } from './modules/credits/register';
import { registerHealth } from './modules/health/register';
import { registerKitchenTools } from './modules/kitchen-tools/register';
import { createKitchenToolRepo } from './modules/kitchen-tools/repo';
import type { Mailer } from './modules/mail/mailer';
import { registerMail } from './modules/mail/register';
import { registerMealPlan } from './modules/meal-plan/register';
import { registerShoppingList } from './modules/shopping-list/register';
import { registerNewsletter } from './modules/newsletter/register';
import type { NutritionAnalyzer } from './modules/nutrition/analyzer';
import { registerNutrition } from './modules/nutrition/register';
import { registerPayments } from './modules/payments/register';
import { registerRateLimits } from './modules/rate-limits/register';
import { registerRecipeImport } from './modules/recipe-import/register';
import { registerRecipes } from './modules/recipes/register';
import { registerSavedRecipes } from './modules/saved-recipes/register';
import { registerSeo } from './modules/seo/register';
import { createKeptFastPath } from './kept/fast-path';
import { SESSION_COOKIE } from './modules/auth/session-cookie';
import { createPublicAnswers } from './kept/public-answers';
import { registerSettings } from './modules/settings/register';
import { registerUsers } from './modules/users/register';
import { createOutbound } from './net/outbound';
import type { SafeFetchOptions } from './net/safe-fetch';
import { registerAccess } from './plugins/access';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandler, registerNotFound } from './plugins/errors';
import { computeSecurityHeaders, registerSecurity } from './plugins/security';
import { openRedis } from './redis';
import { registerMetrics } from './modules/metrics/register';
import { registerStatic } from './plugins/static';
import { registerUploads } from './plugins/uploads';
import { openPictureStorage } from './storage/open-picture-storage';
import { registerTextGuard } from './plugins/text-guard';
import './viewer';

export const BODY_LIMIT_BYTES = 64 * 1024;

export type AppOptions = Pick<AppConfig, 'logLevel' | 'webDist' | 'uploadsDir' | 'appSecret'> &
  Partial<Pick<AppConfig, 'production' | 'trustProxy' | 'connectionLimits' | 'publicUrl' | 'oidc' | 'signupRateLimit' | 'loginRateLimit' | 'allowPrivateNetworks' | 'ai' | 'aiTimeoutMs' | 'aiRateLimit' | 'stripe' | 'mail' | 'redis' | 'metrics' | 's3' | 'publicAssetUrl'>> & {
    /** Delivers e-mail instead of the configured provider (tests); messages are still recorded in the outbox. */
    mailer?: Mailer;
    /** Recipe import's outbound fetches (tests: DNS answers, time limit, their fixture server's address). */
    importFetch?: SafeFetchOptions;
  };

/** What the process opening the database builds once and shares with the app (nutrition/engine.ts). */
export interface AppServices {
  analyzer: NutritionAnalyzer;
}

/**
 * Builds the whole HTTP application without listening, so tests drive it with inject(). Each
 * module's register function builds its own repos and services and registers its routes; what
 * other modules need it answers, and they are handed it in this order.
 */
export async function buildApp(database: Database, config: AppOptions, { analyzer }: AppServices): Promise<FastifyInstance> {
  const fastPath: FastPath = { answer: null };
  const app = createServer(config, fastPath);
  // Before any route: the error handler and the plugins that see routes as they are added.
  registerErrorHandler(app);
  // Each route's declared access (public, signed-in, member, admin): 401/403, no-store, per-account limits.
  registerAccess(app);
  registerTextGuard(app);
  // Each change an administrator makes writes its admin_actions row (shown on the dashboard) in
  // the change's own transaction (auditOf); a recorded route that forgets to is a 500.
  registerAdminAuditCheck(app);
  await registerFrameworkPlugins(app, config);

  const { db } = database;
  const { appSecret, publicUrl } = config;
  const housekeeping = registerHousekeeping(app, db);
  // Every connection to a configured address (AI, SMTP, SendGrid, Stripe, OpenID Connect) goes through the address policy.
  const outbound = createOutbound({ allowPrivateNetworks: config.allowPrivateNetworks ?? false });
  app.addHook('onClose', async () => outbound.close());
  // Uploaded and generated pictures: the uploads folder, or a bucket several instances share.
  const storage = await openPictureStorage(config, outbound);
  app.addHook('onClose', async () => storage.close());

  await registerApiUsage(app, { db, housekeeping });
  await registerHealth(app, { database });
  // Visitors' public pages and lists, made once and kept until a recipe, an author or a setting changes.
  const answers = await createPublicAnswers(app, database);
  const metrics = await registerMetrics(app, { database, config, keptAnswers: answers.cache, jobs: housekeeping.runs });
  const credits = await registerCredits(app, { db, housekeeping });
  const rateLimits = await registerRateLimits(app, { db, config });
  const ai = await registerAi(app, { db, credits, config, perMinute: rateLimits.aiPerMinute, outbound, observe: metrics?.aiCall, housekeeping });
  fastPath.answer = createKeptFastPath({
    cache: answers.cache,
    securityHeaders: computeSecurityHeaders(),
    sessionCookie: SESSION_COOKIE,
    log: app.log,
    requestId: requestIdOf,
    logRequests: ['info', 'debug', 'trace'].includes(config.logLevel),
    count: (method, route, status, ms) => {
      app.apiUsage.aggregator.record(method, route, status, ms);
      metrics?.response(method, route, status, ms);
    },
  });
  const settings = await registerSettings(app, { db, storage, ai, housekeeping, siteChanged: answers.siteChanged });
  const siteName = async () => (await settings.publicSite()).siteName;
  const mail = await registerMail(app, { db, appSecret, env: config.mail, publicUrl, override: config.mailer, outbound, logLinks: !config.production, siteName, housekeeping });
  await registerAuth(app, { database, config, mailer: mail.quietMailer, credits, rateLimits, outbound, housekeeping });
  // A recipe's 'Everyday Kitchen Helpers' are matched against the kitchen tools when it is read.
  const toolCatalogue = createKitchenToolRepo(db).all;
  const recipes = await registerRecipes(app, { database, analyzer, storage, publicAssetUrl: config.publicAssetUrl, appSecret, housekeeping, answers, toolCatalogue });
  await registerNutrition(app, { db, analyzer, recipeChanged: recipes.changed });
  const fetchPage = await registerRecipeImport(app, {
    fetch: { allowPrivateNetworks: config.allowPrivateNetworks ?? false, ...config.importFetch },
    images: recipes.images,
    tokens: recipes.importTokens,
  });
  const users = await registerUsers(app, { db, storage, recipeRepo: recipes.repo, allRecipesChanged: recipes.allChanged, pagesChanged: answers.siteChanged });
  await registerSavedRecipes(app, { db });
  await registerMealPlan(app, { db, publicUrl });
  await registerShoppingList(app, { db, analyzer });
  await registerCatalog(app, { db });
  await registerKitchenTools(app, { db, ai, toolsChanged: () => recipes.allChanged({ searched: false }) });
  await registerAiRecipes(app, { db, ai, recipes: recipes.service, analyzer, fetchPage, images: recipes.images, recipeChanged: recipes.changed });
  await registerPayments(app, { db, credits, appSecret, stripe: config.stripe, publicUrl, outbound });
  await registerNewsletter(app, { database, mailer: mail.mailer, appSecret, publicUrl, siteName });
  await registerAnalytics(app, { db, housekeeping });
  await registerAiTiming(app, { db });
  await registerAdmin(app, { db, credits, recipeChanged: recipes.changed, allRecipesChanged: () => recipes.allChanged({ searched: true }) });
  await registerSeo(app, { db, recipes: recipes.service, users, settings, answers, webDist: config.webDist, publicUrl });

  // Last: pictures and built assets, then the web app's pages for any other GET.
  registerUploads(app, { storage, publicAssetUrl: config.publicAssetUrl });
  const pageFallback = await registerStatic(app, { webDist: config.webDist });
  registerNotFound(app, pageFallback);
  return app;
}

/** Fastify types its compiler factories after Ajv's; zod's compilers are called with the route's schema just the same. */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** A request's id in the logs: the one a proxy sent in X-Request-Id, or a new one. */
function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && sent !== '' ? sent : randomUUID();
}

/** Answers a request before Fastify sees it (kept/fast-path.ts), or says it did not. */
interface FastPath {
  answer: ((request: IncomingMessage, response: ServerResponse) => boolean) | null;
}

function createServer(config: AppOptions, fastPath: FastPath): FastifyInstance {
  const connectionLimits = config.connectionLimits ?? DEFAULT_CONNECTION_LIMITS;
  const timeouts = serverTimeouts(connectionLimits);
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdOf,
    // Rate limits key on the client address; a forged X-Forwarded-For must not reset them.
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // Our own server, so that visitors' kept answers go out before Fastify's routing (kept/fast-path.ts).
    // Fastify applies no timeouts to a server it did not make: they are set here.
    serverFactory: (handler) => {
      const server = http.createServer(timeouts.http, (request, response) => {
        if (!fastPath.answer?.(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      return server;
    },
    // Schemas are zod's, checked and written by zod. Handing the compilers over here (rather than
    // setting them after) spares loading Fastify's own (Ajv, fast-json-stringify) at every start.
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  capConnections(app.server, connectionLimits);
  app.decorateRequest('viewer', null);
  // The API speaks JSON (and multipart for uploads); other bodies get 415 rather than a parse attempt.
  app.removeContentTypeParser('text/plain');
  return app;
}

/** Security headers and rate limits, compression, cookies and the OpenAPI document (/api/docs). */
async function registerFrameworkPlugins(app: FastifyInstance, config: AppOptions): Promise<void> {
  await registerSecurity(app, config.redis && { redis: await openRedis(app, config.redis), keyPrefix: config.redis.keyPrefix });
  // Dynamic answers (JSON, pages) compressed per request at a fast level; built assets come
  // precompressed from disk (plugins/static.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie, { secret: config.appSecret });
  registerApiDocs(app);
}
