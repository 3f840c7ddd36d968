import { randomBytes } from 'node:crypto';
import {
  FAVICON_SIZES,
  LOGO_MAX_HEIGHT,
  LOGO_MAX_WIDTH,
  SITE_UPLOAD_PREFIX,
  UPLOADED_SITE_ASSET,
  type SiteAssetUpload,
} from '../../../contracts/settings';
import { loadSharp, toWebp } from '../../images';
import { createOrphanFileSweep } from '../../orphan-file-sweep';
import type { PictureStorage } from '../../storage/picture-storage';

export const SITE_ASSET_FOLDER = 'site';

const version = () => Date.now().toString(36);

/** The file an uploaded address names ('/uploads/site/logo-ab12.webp?v=x' -> 'logo-ab12.webp'), or null. */
function fileOf(url: string | null | undefined): string | null {
  if (!url || !UPLOADED_SITE_ASSET.test(url)) return null;
  return url.slice(SITE_UPLOAD_PREFIX.length).split('?')[0]!;
}

/** The 192 px twin that goes with an uploaded 32 px favicon file, or null for other files. */
function faviconTwinOf(file: string): string | null {
  const favicon = /^favicon-([a-f0-9]+)\.png$/.exec(file);
  return favicon ? `favicon-${favicon[1]}-${FAVICON_SIZES[1]}.png` : null;
}

/**
 * The /uploads/site/ addresses (without ?v=) the site settings use: the logo, the favicon and its
 * 192 px twin. Every other file there is an upload never saved, or one replaced.
 */
function siteAssetsInUse(site: SiteImages): Set<string> {
  const files = [fileOf(site.logoUrl), fileOf(site.faviconUrl)].filter((f): f is string => f !== null);
  return new Set(files.flatMap((f) => [f, faviconTwinOf(f)]).filter((f): f is string => f !== null).map((f) => `${SITE_UPLOAD_PREFIX}${f}`));
}

type SiteImages = { logoUrl: string | null; faviconUrl: string | null };

/**
 * The housekeeping sweep of site uploads: a logo or favicon uploaded but never saved goes once it
 * is older than the grace period (a replaced one is deleted when the settings are saved).
 */
export function createSiteAssetSweep(storage: PictureStorage, site: () => Promise<SiteImages>) {
  return createOrphanFileSweep({
    storage,
    folder: SITE_ASSET_FOLDER,
    referenced: async (urls) => {
      const inUse = siteAssetsInUse(await site());
      return new Set(urls.filter((url) => inUse.has(url)));
    },
  });
}

/**
 * Logos and favicons in the picture storage's site/ folder: judged by their bytes and re-encoded
 * (../../images), each under a new random name plus a ?v= version, so browsers and caches never
 * show an old one.
 */
export function createSiteAssetStore(storage: PictureStorage) {
  const keyOf = (file: string) => `${SITE_ASSET_FOLDER}/${file}`;

  return {
    /** A WebP at most LOGO_MAX_WIDTH x LOGO_MAX_HEIGHT (never enlarged). */
    async saveLogo(bytes: Buffer): Promise<SiteAssetUpload> {
      const image = await toWebp(bytes, () => ({ width: LOGO_MAX_WIDTH, height: LOGO_MAX_HEIGHT, fit: 'inside' }));
      const sharp = await loadSharp();
      const { width = 0, height = 0 } = await sharp(image).metadata();
      const file = `logo-${randomBytes(8).toString('hex')}.webp`;
      await storage.put(keyOf(file), image);
      return { url: `${SITE_UPLOAD_PREFIX}${file}?v=${version()}`, largeUrl: null, width, height };
    },

    /**
     * Square PNGs of 32 and 192 px (cropped to cover; the bytes are checked and stripped by the
     * WebP step first). `url` is the 32 px icon, `largeUrl` the 192 px one.
     */
    async saveFavicon(bytes: Buffer): Promise<SiteAssetUpload> {
      const [small, large] = FAVICON_SIZES;
      const clean = await toWebp(bytes, (upright) => {
        const side = Math.max(1, Math.min(upright.width, upright.height));
        return { width: side, height: side, fit: 'cover' };
      });
      const id = randomBytes(8).toString('hex');
      const sharp = await loadSharp();
      const icon = (size: number) =>
        sharp(clean).resize(size, size, { fit: 'cover' }).png({ compressionLevel: 9 }).toBuffer();
      const [smallPng, largePng] = await Promise.all([icon(small), icon(large)]);
      const smallFile = `favicon-${id}.png`;
      const largeFile = `favicon-${id}-${large}.png`;
      await storage.put(keyOf(largeFile), largePng);
      await storage.put(keyOf(smallFile), smallPng);
      const v = version();
      return { url: `${SITE_UPLOAD_PREFIX}${smallFile}?v=${v}`, largeUrl: `${SITE_UPLOAD_PREFIX}${largeFile}?v=${v}`, width: small, height: small };
    },

    /** Whether an uploaded address names a file that is there (addresses of other kinds: true). */
    async exists(url: string | null): Promise<boolean> {
      const file = fileOf(url);
      return file === null || (await storage.stat(keyOf(file))) !== null;
    },

    /**
     * Deletes the files an uploaded address stood for (a favicon's 192 px twin too) unless `keep`
     * names the same file; other addresses are left alone.
     */
    async discard(url: string | null | undefined, keep: string | null = null): Promise<void> {
      const file = fileOf(url);
      if (file === null || file === fileOf(keep)) return;
      await storage.remove(keyOf(file));
      const twin = faviconTwinOf(file);
      if (twin) await storage.remove(keyOf(twin));
    },
  };
}

export type SiteAssetStore = ReturnType<typeof createSiteAssetStore>;
