import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentTypeOf, isPictureKey, PICTURE_CACHE_CONTROL, type PictureStorage } from '../storage/picture-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the site's pictures are (the uploads folder or the bucket): for the demo artwork at start. */
    pictures: PictureStorage;
  }
}

/**
 * GET /uploads/<folder>/<file>: a stored picture (storage/picture-storage.ts), from the uploads
 * folder or the bucket alike, with the same address, caching and validators; with PUBLIC_ASSET_URL
 * a redirect to it there (a CDN or the bucket's public address). Names no module writes are a 404.
 */
export function registerUploads(app: FastifyInstance, options: { storage: PictureStorage; publicAssetUrl: string | undefined }): void {
  const { storage, publicAssetUrl } = options;
  app.decorate('pictures', storage);
  // HEAD is its own method here: fastify's automatic one would read the whole picture to drop it.
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    config: { access: 'public' },
    // Files, not the API: left out of the OpenAPI document.
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!isPictureKey(key)) return reply.callNotFound();
      if (publicAssetUrl) return redirectToAsset(reply, publicAssetUrl, key);
      const head = request.method === 'HEAD';
      const opened = head ? null : await storage.open(key);
      const picture = head ? await storage.stat(key) : opened;
      if (!picture) return reply.callNotFound();
      const etag = `W/"${picture.size.toString(16)}-${Math.floor(picture.modifiedMs).toString(16)}"`;
      void reply
        .header('Cache-Control', PICTURE_CACHE_CONTROL)
        .header('X-Content-Type-Options', 'nosniff')
        .header('ETag', etag)
        .header('Last-Modified', new Date(picture.modifiedMs).toUTCString());
      const since = Date.parse(request.headers['if-modified-since'] ?? '');
      const match = request.headers['if-none-match'];
      const unchanged = match !== undefined ? match === etag : since >= Math.floor(picture.modifiedMs / 1000) * 1000;
      if (unchanged) {
        opened?.body.destroy();
        return reply.code(304).send();
      }
      void reply.type(contentTypeOf(key)!).header('Content-Length', picture.size);
      return opened ? reply.send(opened.body) : reply.send();
    },
  });
}

/** Sends the picture's address on PUBLIC_ASSET_URL: its name never changes, so a day's caching holds for the redirect too. */
export function redirectToAsset(reply: FastifyReply, publicAssetUrl: string, key: string): FastifyReply {
  return reply.header('Cache-Control', PICTURE_CACHE_CONTROL).redirect(`${publicAssetUrl}/${key}`, 302);
}
