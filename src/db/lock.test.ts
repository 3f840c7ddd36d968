import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const lockModule = fileURLToPath(new URL('./lock.ts', import.meta.url));

/** Another process that takes the lock on `dir` (as a second Sprig would) and then idles. */
async function startHolder(dir: string, platform: NodeJS.Platform): Promise<ChildProcess> {
  const script =
    `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});` +
    `await acquireDataDirLock(${JSON.stringify(dir)}, ${JSON.stringify(platform)});` +
    `console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`the holder exited (${code}) before taking the lock`)));
  });
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe.each(['linux', 'darwin'] as const)('acquireDataDirLock (%s kind of lock)', (platform) => {
  let dir: string;
  const children: ChildProcess[] = [];
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sprig-lock-'));
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('is taken, refused to a second taker in this process, and free again on release', async () => {
    const release = await acquireDataDirLock(dir, platform);
    await expect(acquireDataDirLock(dir, platform)).rejects.toThrow(`already in use by another Sprig process (pid ${process.pid})`);
    await release();
    const again = await acquireDataDirLock(dir, platform);
    await again();
  });

  it('is not blocked by an old sprig.lock file naming a live process that is not Sprig', async () => {
    const unrelated = spawn('sleep', ['30']);
    children.push(unrelated);
    writeFileSync(path.join(dir, 'sprig.lock'), String(unrelated.pid));
    const release = await acquireDataDirLock(dir, platform);
    await release();
  });

  it('refuses a directory held by another live Sprig process, naming its pid', { timeout: 20_000 }, async () => {
    const holder = await startHolder(dir, platform);
    children.push(holder);
    const taking = acquireDataDirLock(dir, platform);
    await expect(taking).rejects.toThrow(DataDirLockedError);
    await expect(taking).rejects.toThrow(`already in use by another Sprig process (pid ${holder.pid})`);
  });

  it('refuses the same directory reached through a symlink', { timeout: 20_000 }, async () => {
    const holder = await startHolder(dir, platform);
    children.push(holder);
    const link = `${dir}-link`;
    symlinkSync(dir, link);
    try {
      await expect(acquireDataDirLock(link, platform)).rejects.toThrow(DataDirLockedError);
    } finally {
      rmSync(link, { force: true });
    }
  });

  it('is free as soon as a holder is killed with SIGKILL', { timeout: 20_000 }, async () => {
    const holder = await startHolder(dir, platform);
    await killHard(holder);
    const release = await acquireDataDirLock(dir, platform);
    await release();
  });
});
