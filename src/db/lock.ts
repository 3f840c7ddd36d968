import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | null) {
    super(
      `The data directory ${path.resolve(dataDir)} is already in use by another Sprig process (${pid === null ? 'pid unknown' : `pid ${pid}`}). ` +
        'PGlite allows one process per data directory: stop that process first, or point DATA_DIR elsewhere.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** How long a second process waits for the holder to say its pid before naming none. */
const ASK_PID_TIMEOUT_MS = 2000;

/**
 * Where the lock lives. On Linux, a name in the abstract socket namespace: nothing on disk, and
 * the kernel drops the name the moment the holder dies, however it dies (kill -9 included), so a
 * crash can never leave the directory locked and no pid is ever guessed at. Elsewhere a socket
 * file in the data directory, which a crash does leave behind: it is taken over when nothing
 * answers on it.
 */
function lockAddress(realDataDir: string, platform: NodeJS.Platform): { address: string; onDisk: boolean } {
  if (platform === 'linux') {
    const digest = createHash('sha256').update(realDataDir).digest('hex').slice(0, 40);
    return { address: `\0sprig-data-dir-${digest}`, onDisk: false };
  }
  return { address: path.join(realDataDir, 'sprig.lock.sock'), onDisk: true };
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The holder's pid as it answers on the lock; null when it answers nothing; 'gone' when nobody listens. */
function askHolder(address: string): Promise<number | null | 'gone'> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let text = '';
    socket.setTimeout(ASK_PID_TIMEOUT_MS, () => socket.destroy());
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      resolve(err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? 'gone' : null),
    );
    socket.on('close', () => {
      const pid = Number.parseInt(text, 10);
      resolve(Number.isInteger(pid) ? pid : null);
    });
  });
}

/**
 * Takes an exclusive lock on a data directory, held for as long as this process lives: binding a
 * socket name is atomic, so of two processes starting at once exactly one wins, and the other is
 * refused with the pid the holder answers on the socket. `platform` chooses the kind of lock
 * (tests try the non-Linux one).
 */
export async function acquireDataDirLock(dataDir: string, platform: NodeJS.Platform = process.platform): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  // The real path: two spellings of one directory (a symlink, a relative path) are one lock.
  const { address, onDisk } = lockAddress(realpathSync(dataDir), platform);
  for (let attempt = 0; attempt < 2; attempt++) {
    const server = net.createServer((socket) => socket.end(String(process.pid)));
    try {
      await listen(server, address);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
      const holder = await askHolder(address);
      if (holder === 'gone' && onDisk) {
        rmSync(address, { force: true });
        continue;
      }
      throw new DataDirLockedError(dataDir, holder === 'gone' ? null : holder);
    }
    // The lock must not keep the process alive by itself.
    server.unref();
    let released: Promise<void> | null = null;
    return () => (released ??= new Promise<void>((resolve) => server.close(() => resolve())));
  }
  throw new Error(`Could not lock ${dataDir}`);
}
