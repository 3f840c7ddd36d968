import type { Person } from '../domain/access';

/** Who is asking: null for a visitor. Set from the session cookie (modules/auth/session-cookie.ts). */
export type Viewer = Person;

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}
