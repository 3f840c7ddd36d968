import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';

/**
 * A real listening server on loopback: one address (127.0.0.2) holds idle sockets far beyond its
 * share, and another (127.0.0.3) must still be served; idle sockets must not stay forever.
 */

const PER_ADDRESS = 5;
const KEEP_ALIVE_MS = 300;
const HEADERS_MS = 400;

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    connectionLimits: { perAddress: PER_ADDRESS, total: 50, keepAliveTimeoutMs: KEEP_ALIVE_MS, headersTimeoutMs: HEADERS_MS },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => ctx.close());

interface OpenSocket {
  socket: net.Socket;
  /** Resolves when the server has closed the socket, with the time since it connected. */
  closed: Promise<number>;
}

function openIdle(from: string): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    socket.on('data', () => {});
    const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** One GET /healthz on a fresh connection from `from`, answered with its status line. */
function get(from: string, keepAlive = false): Promise<{ status: string; socket: net.Socket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\r\n')) resolve({ status: text.split('\r\n')[0]!, socket, closed });
    });
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`closed without an answer (${text || 'nothing received'})`)));
    socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: ${keepAlive ? 'keep-alive' : 'close'}\r\n\r\n`);
  });
}

describe('connection limits', () => {
  it('closes connections over the per-address cap at once, and another address is still served', async () => {
    const held = await Promise.all(Array.from({ length: PER_ADDRESS * 4 }, () => openIdle('127.0.0.2')));
    try {
      // The sockets over the share are closed right away; the first ones stay open (until their timeout).
      const refused = await Promise.all(
        held.map(({ closed }) => Promise.race([closed.then(() => true), new Promise((r) => setTimeout(() => r(false), 150))])),
      );
      expect(refused.filter(Boolean).length).toBe(held.length - PER_ADDRESS);
      const other = await get('127.0.0.3');
      expect(other.status).toBe('HTTP/1.1 200 OK');
      other.socket.destroy();
    } finally {
      for (const { socket } of held) socket.destroy();
    }
  });

  it('closes a connection that sends nothing after the headers timeout', async () => {
    const idle = await openIdle('127.0.0.4');
    const after = await idle.closed;
    expect(after).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(after).toBeLessThan(HEADERS_MS + 2_000);
  });

  it('closes a kept-alive connection idle after its answer after the keep-alive timeout', async () => {
    const answered = await get('127.0.0.5', true);
    expect(answered.status).toBe('HTTP/1.1 200 OK');
    expect(await answered.closed).toBeLessThan(KEEP_ALIVE_MS + 1_500);
  });

  it("frees a closed connection's place for its address", async () => {
    const first = await Promise.all(Array.from({ length: PER_ADDRESS }, () => openIdle('127.0.0.6')));
    for (const { socket } of first) socket.destroy();
    await Promise.all(first.map(({ closed }) => closed));
    // The server sees the closes a moment later than the client.
    await new Promise((r) => setTimeout(r, 50));
    const again = await get('127.0.0.6');
    expect(again.status).toBe('HTTP/1.1 200 OK');
    again.socket.destroy();
  });
});
