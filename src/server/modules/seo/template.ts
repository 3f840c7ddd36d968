import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The built index.html and which build it is (its modification time), for keys of what is made from it. */
export interface PageTemplate {
  html: string;
  version: number;
}

/**
 * The built index.html, re-read when the build changes (so a rebuild needs no restart).
 * Null when the web app has not been built.
 */
export function createTemplateLoader(webDist: string) {
  const file = path.join(webDist, 'index.html');
  let cached: PageTemplate | null = null;
  return async (): Promise<PageTemplate | null> => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.version !== mtimeMs) cached = { version: mtimeMs, html: await readFile(file, 'utf8') };
      return cached;
    } catch {
      return null;
    }
  };
}
