import type { FastifyRequest } from 'fastify';

/**
 * The site's origin for links the server writes (share links, payment returns, sitemaps): the
 * configured PUBLIC_URL, else the address the request came to (behind a trusted proxy, its
 * forwarded protocol and host).
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
