/** Who is asking: null for a visitor. Set by the auth plugin once sign-in exists. */
export interface Viewer {
  id: string;
  role: string;
}

export function isAdmin(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin';
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}
