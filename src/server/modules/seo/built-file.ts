import { stat } from 'node:fs/promises';

/** How long a built file's version is trusted before the file system is asked again. */
export const BUILD_CHECK_MS = 1000;

/**
 * Which build of a file is there (its modification time; null when it is missing), asked of the
 * file system at most once every BUILD_CHECK_MS: a rebuild is still seen without a restart, and a
 * page answered from memory no longer waits on a `stat` of its template and of the rendering bundle
 * (those two were about a sixth of the CPU time of serving kept pages, issue 17).
 */
export function builtFileVersion(file: string): () => Promise<number | null> {
  let known: { version: Promise<number | null>; at: number } | null = null;
  return () => {
    const now = performance.now();
    if (known === null || now - known.at >= BUILD_CHECK_MS) {
      known = {
        at: now,
        version: stat(file).then(
          (s) => s.mtimeMs,
          () => null,
        ),
      };
    }
    return known.version;
  };
}
