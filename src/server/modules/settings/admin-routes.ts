import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  FAVICON_UPLOAD_FIELD,
  LOGO_UPLOAD_FIELD,
  providerTestInputSchema,
  providerTestResultSchema,
  publicSiteSettingsSchema,
  siteAssetUploadSchema,
  siteSettingsInputSchema,
  themeSettingsInputSchema,
  themeSettingsSchema,
} from '../../../contracts/settings';
import { acceptImageUploads, readImageUpload } from '../../image-upload';
import { auditOf } from '../admin/audit';
import type { AiRunner } from '../ai/types';
import type { AiRateLimit } from '../ai/rate-limit';
import type { SiteAssetStore } from './assets';
import type { SettingsService } from './service';

const ADMINS_ONLY = 'Only administrators can see or change the site settings';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };
const aiErrors = { ...errors, 502: apiErrorSchema, 503: apiErrorSchema, 504: apiErrorSchema };

/** Admins are limited per account (a slip of the hand, not an attack, is what this catches). */
const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const uploadLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

const PROVIDER_TEST_SYSTEM =
  'You are answering a test message from the administrator of a recipe website, who is checking that the AI ' +
  'provider works. Answer the message in the input briefly and helpfully, in plain text, in the "answer" field.';
const providerAnswerSchema = z.object({ answer: z.string().max(8000) });

export interface SettingsAdminRouteOptions {
  service: SettingsService;
  assets: SiteAssetStore;
  /** The model the latest AI provider test of this admin was answered by (recorded by the AI runner). */
  lastTestModel: (adminId: string) => Promise<string | null>;
  /** The AI runner and its per-member rate limit (ai/register.ts). */
  ai: { runner: AiRunner; rateLimit: AiRateLimit };
}

/**
 * The admin's site settings: name, logo, favicon and theme colour; the site colours; logo and
 * favicon uploads; and a test prompt to the AI provider. Every page reads the settings per
 * request (the SEO pages, /api/admin/settings, /api/public/theme-settings), so a change shows at once.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod<SettingsAdminRouteOptions> = async (app, { service, assets, lastTestModel, ai }) => {
  await acceptImageUploads(app);

  app.get(
    '/api/admin/settings/site',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: { tags: ['settings'], summary: 'Site name, logo, favicon and theme colour (admin)', response: { 200: publicSiteSettingsSchema, ...errors } },
    },
    () => service.publicSite(),
  );

  app.put(
    '/api/admin/settings/site',
    {
      config: { ...writeLimit, access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['settings'],
        summary:
          'Sets the site name (1-60 characters), logo and favicon (null, an uploaded image, an https:// address or a ' +
          'path starting with /public/, which is served at /) and theme colour (admin)',
        body: siteSettingsInputSchema,
        response: { 200: publicSiteSettingsSchema, ...errors },
      },
    },
    (request) => service.saveSite(request.body, assets, auditOf(request), request.log),
  );

  app.get(
    '/api/admin/settings/theme',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: { tags: ['settings'], summary: 'The site colours (admin)', response: { 200: themeSettingsSchema, ...errors } },
    },
    () => service.theme(),
  );

  app.put(
    '/api/admin/settings/theme',
    {
      config: { ...writeLimit, access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['settings'],
        summary: 'Sets the primary, secondary and accent colours (#rrggbb) the whole site uses (admin)',
        body: themeSettingsInputSchema,
        response: { 200: themeSettingsSchema, ...errors },
      },
    },
    (request) => service.saveTheme(request.body, auditOf(request)),
  );

  app.post(
    '/api/admin/settings/logo',
    {
      config: { ...uploadLimit, access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['settings'],
        summary:
          `Stores a logo: multipart/form-data with one image in the field '${LOGO_UPLOAD_FIELD}' (JPEG, PNG, WebP, GIF or AVIF, ` +
          'at most 5 MB), kept as WebP at most 400x200 px; answers its address for logoUrl (applied when the site settings are saved) (admin)',
        consumes: ['multipart/form-data'],
        response: { 201: siteAssetUploadSchema, ...uploadErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await assets.saveLogo(await readImageUpload(request, LOGO_UPLOAD_FIELD))),
  );

  app.post(
    '/api/admin/settings/favicon',
    {
      config: { ...uploadLimit, access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['settings'],
        summary:
          `Stores a favicon: multipart/form-data with one image in the field '${FAVICON_UPLOAD_FIELD}', kept as square PNGs of ` +
          '32 px (url) and 192 px (largeUrl); answers the address for faviconUrl (applied when the site settings are saved) (admin)',
        consumes: ['multipart/form-data'],
        response: { 201: siteAssetUploadSchema, ...uploadErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await assets.saveFavicon(await readImageUpload(request, FAVICON_UPLOAD_FIELD))),
  );

  app.post(
    '/api/admin/ai/test',
    {
      config: { ...ai.rateLimit(), access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['ai'],
        summary:
          'Sends a prompt to the AI provider in force and answers its reply, the model and the round trip in ms; ' +
          "recorded as 'provider_test', never charged (admin)",
        body: providerTestInputSchema,
        response: { 200: providerTestResultSchema, ...aiErrors },
      },
    },
    async (request) => {
      const adminId = request.viewer!.id;
      const started = performance.now();
      const result = await ai.runner.json({
        feature: 'provider_test',
        charge: null,
        userId: adminId,
        system: PROVIDER_TEST_SYSTEM,
        input: request.body.prompt,
        schema: providerAnswerSchema,
        schemaName: 'provider_test_answer',
      });
      const ms = Math.round(performance.now() - started);
      return { answer: result.data.answer, model: (await lastTestModel(adminId)) ?? 'unknown', ms };
    },
  );
};
