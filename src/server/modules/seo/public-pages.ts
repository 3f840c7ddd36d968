import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { PageCache } from './page-cache';

/** 32 MB of pages with their compressed forms: a few hundred of the most visited (issue 17's memory budget). */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
/** Bounds what no notification covers (an account closed by an administrator, say): seen within a minute. */
const PAGE_TTL_MS = 60_000;
/** Processes sharing a PostgreSQL server hear of each other's settings changes here (recipes have their own channel). */
const SITE_CHANGES = 'sprig_site_changed';

export interface PublicPages {
  cache: PageCache;
  /** Drops this process's kept pages (a recipe change: the recipes module tells the others). */
  dropLocal: () => void;
  /** The site's name or colours changed: every process drops its pages. */
  siteChanged: () => Promise<void>;
}

/** The kept public pages of this process (seo/routes.ts), and how changes reach them. */
export async function createPublicPages(app: FastifyInstance, database: Database): Promise<PublicPages> {
  const cache = new PageCache(PAGE_CACHE_BYTES, PAGE_TTL_MS);
  const stopListening = await database.listen(SITE_CHANGES, () => cache.clear());
  app.addHook('onClose', async () => stopListening());
  return {
    cache,
    dropLocal: () => cache.clear(),
    siteChanged: async () => {
      cache.clear();
      await database.notify(SITE_CHANGES, '*');
    },
  };
}
