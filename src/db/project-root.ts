import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder at or above `from` that holds package.json. */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json at or above ${from}`);
  }
}

/**
 * The project folder. Files that ship beside the sources (migrations, the curated food table) are
 * found from here rather than from this module's own address, which is src/db/ under tsx and
 * dist/server/main.js once compiled (ADR 0016): both sit below the folder holding package.json.
 */
export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
