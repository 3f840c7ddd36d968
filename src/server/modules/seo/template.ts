import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The built index.html, re-read when the build changes (so a rebuild needs no restart).
 * Null when the web app has not been built.
 */
export function createTemplateLoader(webDist: string) {
  const file = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return async (): Promise<string | null> => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
}
