import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { isIP, type LookupFunction } from 'node:net';
import type { Agent as UndiciAgent, fetch as undiciFetch } from 'undici';
import { AppError } from '../errors';
import { addressRefusal, bareHost, isPrivateNetworkAddress } from './address-policy';

/**
 * The address policy (address-policy.ts) on every connection the server opens to an address it
 * was configured with: the AI provider, SMTP, SendGrid, Stripe, the OpenID Connect provider.
 * The check runs where the socket is made, not on the URL beforehand: the host name is resolved
 * once, every address it has is judged, and the socket connects to an address that passed. So a
 * redirect, a pooled reconnection or a second DNS answer (DNS rebinding) cannot get past it.
 * (Member-given web addresses go through safe-fetch.ts, which judges each hop the same way.)
 */

export const OUTBOUND_REFUSED = 'ERR_OUTBOUND_ADDRESS_REFUSED';

export class OutboundAddressRefused extends Error {
  readonly code = OUTBOUND_REFUSED;
  constructor(host: string, address: string, why: string) {
    const hint = isPrivateNetworkAddress(address) ? '; set ALLOW_PRIVATE_NETWORKS=true to allow loopback and private networks' : '';
    super(`${host === address ? address : `${host} (${address})`} is not an allowed address: ${why}${hint}`);
    this.name = 'OutboundAddressRefused';
  }
}

export interface OutboundOptions {
  /** ALLOW_PRIVATE_NETWORKS: loopback and private networks allowed; link-local and metadata never. */
  allowPrivateNetworks: boolean;
}

type Resolved = LookupAddress[];

export interface Outbound {
  /** Every address of `host` when all of them may be contacted; OutboundAddressRefused otherwise. */
  resolve(host: string): Promise<Resolved>;
  /** A `lookup` for sockets that answers only with addresses that passed. */
  lookup: LookupFunction;
  /** A TCP socket to host:port through the policy (nodemailer's getSocket). */
  connect(host: string, port: number, timeoutMs: number): Promise<net.Socket>;
  /** An http(s) agent whose every socket goes through the policy (the Stripe SDK). */
  agent(protocol: 'http' | 'https'): http.Agent;
  /** fetch whose every connection, redirects included, goes through the policy (openai, openid-client, SendGrid). */
  fetch: typeof globalThis.fetch;
  /** Closes the pooled connections (at app close). */
  close(): Promise<void>;
}

export function createOutbound(options: OutboundOptions): Outbound {
  const policy = { allowPrivateNetworks: options.allowPrivateNetworks };

  function judge(host: string, addresses: Resolved): Resolved {
    for (const { address } of addresses) {
      const why = addressRefusal(address, policy);
      if (why) throw new OutboundAddressRefused(host, address, why);
    }
    return addresses;
  }

  function resolveNow(host: string, done: (err: Error | null, addresses: Resolved) => void): void {
    const name = bareHost(host);
    const family = isIP(name);
    if (family) {
      try {
        done(null, judge(name, [{ address: name, family }]));
      } catch (err) {
        done(err as Error, []);
      }
      return;
    }
    dnsLookup(name, { all: true, verbatim: true }, (err, addresses) => {
      if (err) return done(err, []);
      try {
        done(null, judge(name, addresses));
      } catch (refusal) {
        done(refusal as Error, []);
      }
    });
  }

  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolveNow(hostname, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const wanted = lookupOptions.family ? addresses.filter((a) => a.family === lookupOptions.family) : addresses;
      if (lookupOptions.all) return callback(null, wanted);
      const first = wanted[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };

  /** Sockets skip `lookup` for an IP literal; this judges the literal before the socket is made. */
  function literalRefusal(host: string | null | undefined): OutboundAddressRefused | null {
    const name = bareHost(host ?? '');
    if (!isIP(name)) return null;
    const why = addressRefusal(name, policy);
    return why ? new OutboundAddressRefused(name, name, why) : null;
  }

  function guardedAgent(Base: typeof http.Agent | typeof https.Agent): http.Agent {
    const agent = new Base({ keepAlive: true, lookup });
    const create = agent.createConnection.bind(agent) as (o: object, cb?: (err: Error | null, s?: net.Socket) => void) => net.Socket;
    Object.assign(agent, {
      createConnection(connectOptions: { host?: string | null }, callback: (err: Error | null, socket?: net.Socket) => void) {
        const refused = literalRefusal(connectOptions.host);
        if (refused) {
          callback(refused);
          return undefined;
        }
        return create({ ...connectOptions, lookup }, callback);
      },
    });
    return agent;
  }

  // undici is loaded with the first fetch, not at start (ADR 0016).
  let undici: Promise<{ dispatcher: UndiciAgent; fetch: typeof undiciFetch }> | undefined;
  const openUndici = () =>
    (undici ??= import('undici').then(({ Agent, buildConnector, fetch }) => {
      const connector = buildConnector({ lookup });
      const dispatcher = new Agent({
        connect(connectOptions, callback) {
          const refused = literalRefusal(connectOptions.hostname);
          if (refused) return callback(refused, null);
          connector(connectOptions, callback);
        },
      });
      return { dispatcher, fetch };
    }));

  const agents = { http: guardedAgent(http.Agent), https: guardedAgent(https.Agent) };

  return {
    resolve: (host) =>
      new Promise((resolve, reject) => resolveNow(host, (err, addresses) => (err ? reject(err) : resolve(addresses)))),
    lookup,
    connect: (host, port, timeoutMs) =>
      new Promise((resolve, reject) => {
        const refused = literalRefusal(host);
        if (refused) return reject(refused);
        const socket = net.connect({ host: bareHost(host), port, lookup, timeout: timeoutMs });
        socket.once('connect', () => {
          socket.setTimeout(0);
          resolve(socket);
        });
        socket.once('timeout', () => socket.destroy(Object.assign(new Error(`connecting to ${host}:${port} timed out`), { code: 'ETIMEDOUT' })));
        socket.once('error', reject);
      }),
    agent: (protocol) => agents[protocol],
    fetch: (async (input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) => {
      const { dispatcher, fetch } = await openUndici();
      return fetch(input, { ...init, dispatcher });
    }) as unknown as typeof globalThis.fetch,
    async close() {
      agents.http.destroy();
      agents.https.destroy();
      if (undici) await (await undici).dispatcher.close();
    },
  };
}

/**
 * For a settings form that saves an address: a 400 naming `field` when `host` leads to an address
 * the policy refuses. A name that does not resolve now is let through (the server may be down or
 * not yet in DNS); the connection is judged again when it is made.
 */
export async function refuseForbiddenHost(outbound: Outbound, host: string, field: string): Promise<void> {
  try {
    await outbound.resolve(host);
  } catch (err) {
    if (!(err instanceof OutboundAddressRefused)) return;
    const message = `${field} ${err.message}`;
    throw AppError.field(field, message, { said: err.message });
  }
}
