import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built SPA (pictures: plugins/uploads.ts). Returns the fallback that answers client-side
 * routes (/recipes/12, /profile/x) with index.html.
 */
export async function registerStatic(
  app: FastifyInstance,
  options: { webDist: string },
): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  const indexHtml = path.join(options.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: 'index.html',
      // The build writes .br and .gz beside each text asset (build/compress-assets.ts).
      preCompressed: true,
      // Looked up per request, so a rebuild is served without restarting the server.
      wildcard: true,
      setHeaders: (res, filePath) => {
        // Hashed build assets never change; everything else must be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No web build at ${options.webDist}; run 'npm run build' to serve the site.`);
  }

  return (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && !url.startsWith('/uploads/');
    if (!hasWeb || !isPage || path.extname(url) !== '') return false;
    // A shared meal plan's page is one member's, opened by its secret link: never indexed.
    if (url.startsWith('/shared/')) void reply.header('X-Robots-Tag', 'noindex');
    void reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', options.webDist);
    return true;
  };
}
