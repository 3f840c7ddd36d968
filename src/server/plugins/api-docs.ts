import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

const PREFIX = '/api/docs';
/** Headers the answer gets from this server itself (length, connection), not copied from the docs instance's. */
const OWN_HEADERS = new Set(['content-length', 'connection', 'keep-alive', 'date', 'transfer-encoding']);

/** What a route shows in the document: the rest of its options (handlers, hooks) never runs there. */
type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document /api/docs/json answers (tests walk every operation in it). */
    apiDocument(): Promise<unknown>;
  }
}

/**
 * The OpenAPI document and its UI at /api/docs, made when first asked for. Loading and registering
 * the swagger plugins took about a fifth of every cold start (issue 17) for a page few open. Each
 * route is noted as it is added; the first request for the docs builds a bare Fastify instance with
 * those routes (their handlers never run) and the two plugins, and that instance answers every docs
 * request from then on. Register before the routes to document.
 */
export function registerApiDocs(app: FastifyInstance): void {
  const routes: DocumentedRoute[] = [];
  let docs: Promise<FastifyInstance> | undefined;
  const docsInstance = () => (docs ??= buildDocsInstance(routes));

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const res = await (await docsInstance()).inject({ method: 'GET', url: request.url, headers: { 'accept-encoding': 'identity' } });
    // A missing file gets the app's own 404, in the API's error shape.
    if (res.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined && !OWN_HEADERS.has(name)) void reply.header(name, value);
    }
    return reply.status(res.statusCode).send(res.rawPayload);
  };
  // Added before the collector below: the docs' own addresses are the docs instance's, not documented.
  app.get(PREFIX, { config: { access: 'public' }, schema: { hide: true } }, answer);
  app.get(`${PREFIX}/*`, { config: { access: 'public' }, schema: { hide: true } }, answer);
  app.decorate('apiDocument', async () => (await docsInstance()).swagger());
  app.addHook('onRoute', (route) => {
    routes.push({ method: route.method, url: route.url, schema: route.schema });
  });
}

async function buildDocsInstance(routes: DocumentedRoute[]): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }, zod] = await Promise.all([
    import('fastify'),
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
    import('fastify-type-provider-zod'),
  ]);
  const docs = Fastify({ logger: false, exposeHeadRoutes: false, routerOptions: { ignoreTrailingSlash: true } });
  docs.setValidatorCompiler(zod.validatorCompiler);
  docs.setSerializerCompiler(zod.serializerCompiler);
  await docs.register(swagger, {
    openapi: {
      info: { title: 'Sprig API', version: '1', description: 'Every error answers `{ message, errorCode, details? }`.' },
    },
    transform: zod.jsonSchemaTransform,
  });
  await docs.register(swaggerUi, { routePrefix: PREFIX });
  for (const route of routes) {
    // The app's HEAD routes are made from its GETs: the document shows the GETs, as the plugin does.
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    if (methods.length > 0) docs.route({ ...route, method: methods, handler: async () => null });
  }
  await docs.ready();
  return docs;
}
