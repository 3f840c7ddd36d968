import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShutdown } from './shutdown';

function harness(close: () => Promise<void>) {
  const exit = vi.fn<(code: number) => void>();
  const log = { info: vi.fn<(msg: string) => void>(), warn: vi.fn<(msg: string) => void>(), error: vi.fn<(obj: object, msg: string) => void>() };
  const stop = createShutdown({ close, log, exit, deadlineMs: 15_000 });
  return { stop, exit, log };
}

describe('createShutdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a SIGTERM delivered twice (process group, then forwarded by npm) waits for the drain and exits 0 once', async () => {
    let finish!: () => void;
    const close = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { stop, exit, log } = harness(close);
    stop('SIGTERM');
    stop('SIGTERM');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenLastCalledWith(expect.stringContaining('SIGTERM again: still stopping'));
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(exit.mock.calls).toEqual([[0]]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(exit.mock.calls).toEqual([[0]]);
  });

  it('a drain that hangs is cut off at the deadline with exit code 1', async () => {
    const { stop, exit, log } = harness(() => new Promise<void>(() => {}));
    stop('SIGINT');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(exit.mock.calls).toEqual([[1]]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('within 15 s'));
  });

  it('a failing close is logged and exits 1', async () => {
    const { stop, exit, log } = harness(() => Promise.reject(new Error('database gone')));
    stop('SIGTERM');
    await vi.advanceTimersByTimeAsync(0);
    expect(exit.mock.calls).toEqual([[1]]);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'shutdown failed');
  });
});
