import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

describe('acquireDataDirLock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sprig-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the pid and removes the lock on release', () => {
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'sprig.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'sprig.lock'))).toBe(false);
  });

  it('refuses a directory held by another live process, naming it, and leaves its lock alone', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'sprig.lock'), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`already in use by another Sprig process (pid ${holder.pid})`);
      expect(readFileSync(path.join(dir, 'sprig.lock'), 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that has died', async () => {
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(path.join(dir, 'sprig.lock'), String(gone.pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'sprig.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
