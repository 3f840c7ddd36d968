import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

let compiling: Promise<WebAssembly.Module> | undefined;

/**
 * Starts compiling PGlite's WebAssembly (10 MB) on V8's background threads. The server calls it
 * first thing, before loading its own modules, so the compile overlaps that ~0.3 s instead of
 * following it (issue 17's cold start); openDatabase takes the result.
 */
export function startCompilingPglite(): void {
  if (compiling) return;
  const wasm = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
  compiling = readFile(wasm).then((bytes) => WebAssembly.compile(bytes));
  // Reported where it is taken; unhandled until then.
  compiling.catch(() => undefined);
}

/** The module startCompilingPglite compiles, once: PGlite owns it from then on. Undefined when none was started. */
export function takeCompiledPglite(): Promise<WebAssembly.Module> | undefined {
  const module = compiling;
  compiling = undefined;
  return module;
}
