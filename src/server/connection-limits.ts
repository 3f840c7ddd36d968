import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How many connections the server keeps and for how long, so one client cannot hold every socket
 * (issue 14: 20,000 idle keep-alive sockets from one address left every other client refused).
 */
export interface ConnectionLimits {
  /** Open connections from one client address (the TCP peer); 0 for no per-address cap. */
  perAddress: number;
  /** Open connections in all. */
  total: number;
  /** How long a kept-alive connection may sit idle between requests. */
  keepAliveTimeoutMs: number;
  /** How long a connection may take to send a request's head, counted from its start (new connections included). */
  headersTimeoutMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  perAddress: 64,
  total: 4096,
  keepAliveTimeoutMs: 5_000,
  headersTimeoutMs: 15_000,
};

/**
 * How long a request may take to arrive in full, body included (a body dripped slowly would hold
 * its socket otherwise: Fastify turns Node's own limit off). The answer's time is not counted, so
 * a long AI call is not cut short. HEADERS_TIMEOUT_MS may not exceed it.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

/** The HTTP server's timeouts: its options, and the keep-alive timeout set on it once made (app.ts). */
export function serverTimeouts(limits: ConnectionLimits) {
  return {
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // Node looks for connections past headersTimeout this often (30 s unless told).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  };
}

/** One client however it is written: an IPv4 address may arrive IPv4-mapped on a dual-stack socket. */
function clientKey(socket: Socket): string {
  return (socket.remoteAddress ?? '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/**
 * Caps connections in all (Node closes those over `maxConnections` as they arrive) and per client
 * address: a connection over its address's share is closed at once, before it is read, so other
 * clients keep their room.
 */
export function capConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.total;
  if (limits.perAddress === 0) return;
  const open = new Map<string, number>();
  // Before the HTTP layer's own listener, so a refused socket is never parsed.
  server.prependListener('connection', (socket: Socket) => {
    const key = clientKey(socket);
    const count = open.get(key) ?? 0;
    if (count >= limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
