import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema (OpenAPI 3.0 flavour, as @fastify/swagger writes it) the generators read. */
export interface Schema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; null when the route documents no JSON body. */
  body: Schema | null;
  /** Routes that take a body the document does not describe (uploads, the signed webhook). */
  rawBody: boolean;
  /** Status codes the route documents. */
  statuses: number[];
}

interface OpenApiOperation {
  parameters?: { in: Parameter['in']; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
}

const BODY_METHODS = new Set(['post', 'put', 'patch']);

/** Every operation in the app's own OpenAPI document (what /api/docs shows). */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.apiDocument()) as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content?.['application/json']?.schema ?? null;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map((p) => ({ in: p.in, name: p.name, required: p.required ?? false, schema: p.schema ?? {} })),
        body,
        rawBody: body === null && BODY_METHODS.has(method),
        statuses: Object.keys(op.responses ?? {}).map(Number),
      });
    }
  }
  return operations;
}

const text = (name: string): Parameter => ({ in: 'path', name, required: true, schema: { type: 'string' } });
const page = (path: string, parameters: Parameter[] = []): Operation => ({ method: 'GET', path, parameters, body: null, rawBody: false, statuses: [200, 404] });

/** Routes the document leaves out (`hide: true`): the server-rendered pages, sitemaps and probes. */
export const HIDDEN_OPERATIONS: Operation[] = [
  page('/'),
  page('/recipes/{id}', [text('id')]),
  page('/recipe/{id}', [text('id')]),
  page('/profile/{username}', [text('username')]),
  page('/sitemap.xml'),
  page('/sitemap-pages.xml'),
  page('/sitemap-recipes-{chunk}.xml', [{ in: 'path', name: 'chunk', required: true, schema: { type: 'integer', minimum: 1, maximum: 10_000 } }]),
  page('/robots.txt'),
  page('/healthz'),
  page('/readyz'),
];
