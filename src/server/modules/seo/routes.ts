import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { renderPage, type PageMeta } from './html';
import type { SeoService } from './service';
import { createTemplateLoader } from './template';

const idParams = z.object({ id: z.string() });

/**
 * Recipe and profile pages answered with their metadata in the first HTML response, plus the
 * sitemaps and robots.txt. Anything the SPA must handle itself (a malformed id) gets the plain shell.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ service: SeoService; webDist: string; publicUrl?: string }> = async (
  app,
  { service, webDist, publicUrl },
) => {
  const template = createTemplateLoader(webDist);
  const originOf = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  async function sendPage(reply: FastifyReply, meta: PageMeta | null, fallbackTitle: string) {
    const html = await template();
    if (html === null) return reply.callNotFound();
    const page =
      meta ??
      ({
        title: fallbackTitle,
        description: 'This page could not be found.',
        canonical: '',
        image: '',
        type: 'website',
        index: false,
      } satisfies PageMeta);
    return reply
      .status(meta ? 200 : 404)
      // A page that is not public (a member's private recipe, with its data inside) is never shared.
      .header('Cache-Control', meta?.index ? 'no-cache' : 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPage(html, page));
  }

  for (const prefix of ['/recipes', '/recipe']) {
    app.get(`${prefix}/:id`, { schema: { hide: true, params: idParams } }, async (request, reply) => {
      const id = /^[1-9][0-9]{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      const meta = id <= 2_147_483_647 ? await service.recipePage(id, request.viewer, originOf(request)) : null;
      return sendPage(reply, meta, 'Recipe Not Found');
    });
  }

  app.get('/profile/:username', { schema: { hide: true, params: z.object({ username: z.string() }) } }, async (request, reply) =>
    sendPage(reply, await service.profilePage(request.params.username, request.viewer, originOf(request)), 'User Not Found'),
  );

  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => xml(reply, await service.sitemapIndex(originOf(request))));
  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (request, reply) =>
    xml(reply, await service.pagesSitemap(originOf(request))),
  );
  app.get(
    '/sitemap-recipes-:chunk.xml',
    { schema: { hide: true, params: z.object({ chunk: z.coerce.number().int().min(1).max(10_000) }) } },
    async (request, reply) => {
      const body = await service.recipesSitemap(originOf(request), request.params.chunk);
      return body === null ? reply.callNotFound() : xml(reply, body);
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /auth', '', `Sitemap: ${originOf(request)}/sitemap.xml`, ''].join('\n'),
      ),
  );
};
