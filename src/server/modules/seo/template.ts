import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { builtFileVersion } from './built-file';

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
  const version = builtFileVersion(file);
  let cached: PageTemplate | null = null;
  return async (): Promise<PageTemplate | null> => {
    const current = await version();
    if (current === null) return null;
    try {
      if (cached?.version !== current) cached = { version: current, html: await readFile(file, 'utf8') };
      return cached;
    } catch {
      return null;
    }
  };
}
