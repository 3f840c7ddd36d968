import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idNumber } from '../../../contracts/ids';
import { renderPage, type PageMeta } from './html';
import type { SeoService } from './service';
import { createSsrRenderer } from './ssr';
import { createTemplateLoader } from './template';
import { keepable, type KeptAnswer } from '../../kept/answer-cache';
import { isVisitor, sendKept, type PublicAnswers } from '../../kept/public-answers';
import { siteOrigin } from '../../net/site-origin';

const idParams = z.object({ id: z.string() });
const recipeId = idNumber('not a recipe id');

/**
 * The home, recipe and profile pages answered with their metadata in the first HTML response, the
 * home and recipe pages also with their first view (rendered by the web app's own components),
 * plus the sitemaps and robots.txt.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ service: SeoService; answers: PublicAnswers; webDist: string; publicUrl?: string }> = async (
  app,
  { service, answers, webDist, publicUrl },
) => {
  const loadTemplate = createTemplateLoader(webDist);
  const ssr = createSsrRenderer(webDist, app.log);
  const originOf = (request: FastifyRequest) => siteOrigin(request, publicUrl);

  /**
   * `render`: send the page's first view too. Recipe pages and the home page have all their first
   * view needs in initialData; a missing page is left to the browser, which says so.
   * A visitor's public page is rendered once and kept (kept/public-answers.ts) until something it shows
   * changes; a member's pages are rendered for them each time, so no one's own state is ever kept.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, load: () => Promise<PageMeta | null>, fallbackTitle: string, render = true) {
    const [template, bundle] = await Promise.all([loadTemplate(), ssr.version()]);
    if (template === null) return reply.callNotFound();
    const visitor = isVisitor(request) && !request.url.includes('?');
    // The build is part of the key: a rebuilt page is never answered from before the rebuild.
    const key = `${template.version}/${bundle} ${originOf(request)}${request.url}`;
    const build = () => make(request, template.html, key, load, fallbackTitle, render);
    const kept = visitor ? answers.cache.lookup(key, build) : undefined;
    if (kept) return sendKept(request, reply, kept);
    // Visitors asking for the same page at once share one rendering.
    const made = visitor ? await answers.cache.share(key, build) : await build();
    if ('answer' in made) return sendKept(request, reply, made.answer);
    // A page that is not public (a member's private recipe), or that carries the signed-in
    // user's data, is never kept by a shared cache.
    return reply
      .status(made.status)
      .header('Cache-Control', made.shared ? 'no-cache' : 'private, no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(made.html);
  }

  /** The page, kept (a visitor's public page) or as HTML for this request alone. */
  async function make(
    request: FastifyRequest,
    template: string,
    key: string,
    load: () => Promise<PageMeta | null>,
    fallbackTitle: string,
    render: boolean,
  ): Promise<{ answer: KeptAnswer } | { html: string; status: number; shared: boolean }> {
    const visitor = isVisitor(request) && !request.url.includes('?');
    const generation = answers.cache.generation;
    const meta = await load();
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
    const initialData = [...(await service.siteQueries(request.sessionUser)), ...(page.initialData ?? [])];
    const view = meta && render ? await ssr.render(request.url, initialData) : null;
    const html = renderPage(template, { ...page, initialData }, view);
    if (visitor && meta && page.index) {
      const answer = await keepable(html, 'text/html; charset=utf-8');
      answers.cache.set(key, answer, generation);
      return { answer };
    }
    return { html, status: meta ? 200 : 404, shared: page.index && !request.sessionUser };
  }

  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    sendPage(request, reply, () => service.homePage(request.viewer, originOf(request)), ''),
  );

  for (const prefix of ['/recipes', '/recipe']) {
    app.get(`${prefix}/:id`, { config: { access: 'public' }, schema: { hide: true, params: idParams } }, async (request, reply) => {
      // Not an id (the same rule as the API's): the page is not found, rather than a 400.
      const id = recipeId.safeParse(request.params.id);
      const load = async () => (id.success ? service.recipePage(id.data, request.viewer, originOf(request)) : null);
      return sendPage(request, reply, load, 'Recipe Not Found');
    });
  }

  // Rendered in the browser: the screen's data is not among the API answers the page carries.
  app.get('/profile/:username', { config: { access: 'public' }, schema: { hide: true, params: z.object({ username: z.string() }) } }, async (request, reply) =>
    sendPage(request, reply, () => service.profilePage(request.params.username, request.viewer, originOf(request)), 'User Not Found', false),
  );

  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);

  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => xml(reply, await service.sitemapIndex(originOf(request))));
  app.get('/sitemap-pages.xml', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    xml(reply, await service.pagesSitemap(originOf(request))),
  );
  app.get(
    '/sitemap-recipes-:chunk.xml',
    { config: { access: 'public' }, schema: { hide: true, params: z.object({ chunk: z.coerce.number().int().min(1).max(10_000) }) } },
    async (request, reply) => {
      const body = await service.recipesSitemap(originOf(request), request.params.chunk);
      return body === null ? reply.callNotFound() : xml(reply, body);
    },
  );

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /auth', '', `Sitemap: ${originOf(request)}/sitemap.xml`, ''].join('\n'),
      ),
  );
};
