import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Housekeeping } from '../../housekeeping';
import type { PictureStorage } from '../../storage/picture-storage';
import type { AiSetup } from '../ai/register';
import { settingsAdminRoutes } from './admin-routes';
import { createSiteAssetStore, createSiteAssetSweep } from './assets';
import { createSettingsRepo, lastProviderTestModel } from './repo';
import { settingsRoutes } from './routes';
import { createSettingsService, type SettingsService } from './service';

/**
 * The site settings: the public colours and site name, and the admin's settings (name, logo,
 * favicon, colours, uploads) with the AI provider test; logos and favicons no setting names any
 * more are deleted by the housekeeping.
 */
export async function registerSettings(
  app: FastifyInstance,
  deps: { db: Db; storage: PictureStorage; ai: AiSetup; housekeeping: Housekeeping; siteChanged: () => Promise<void> },
): Promise<SettingsService> {
  const { db, storage } = deps;
  const service = createSettingsService(createSettingsRepo(db), deps.siteChanged);
  await app.register(settingsRoutes, { service });
  await app.register(settingsAdminRoutes, {
    service,
    assets: createSiteAssetStore(storage),
    lastTestModel: (adminId) => lastProviderTestModel(db, adminId),
    ai: deps.ai,
  });
  deps.housekeeping.add('orphan logos and favicons', createSiteAssetSweep(storage, () => service.publicSite()).sweep);
  return service;
}
