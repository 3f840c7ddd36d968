import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSiteSettingsSchema, themeSettingsSchema } from '../../../contracts/settings';
import type { SettingsService } from './service';

export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (app, { service }) => {
  app.get(
    '/api/public/theme-settings',
    { config: { access: 'public' }, schema: { tags: ['settings'], summary: 'Site colours', response: { 200: themeSettingsSchema } } },
    () => service.theme(),
  );
  app.get(
    '/api/admin/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Site settings; the public fields (site name, logo, favicon, theme colour) answer everyone',
        response: { 200: publicSiteSettingsSchema },
      },
    },
    () => service.publicSite(),
  );
};
