// Loaded with `node --import` by scripts/check-release.mjs in front of `npm start`'s script: fails
// the start if the release path loads a TypeScript source or a TypeScript loader (tsx, esbuild).
// Production runs the compiled dist/server/main.js with plain node (ADR 0016); this is what keeps it so.
// On the main thread this file registers itself as module hooks; Node runs the hooks off-thread.
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) register(import.meta.url);

const LOADER = /\/node_modules\/(?:tsx|esbuild|@esbuild)\//;
const TYPESCRIPT = /\.(?:ts|tsx|mts|cts)$/;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const { protocol, pathname } = new URL(resolved.url);
  if (protocol === 'file:' && (LOADER.test(pathname) || TYPESCRIPT.test(pathname))) {
    throw new Error(`The release path loaded ${pathname}: npm start must run the compiled server with plain node (ADR 0016)`);
  }
  return resolved;
}
