import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutbound, OUTBOUND_REFUSED, type Outbound } from './outbound';

/** A loopback server: /ok answers, /to-metadata redirects to the cloud metadata address. */
let server: http.Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits += 1;
    if (req.url === '/to-metadata') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits = 0;
});

/** The refusal behind a failed call, wherever the client put it (fetch wraps it in `cause`). */
async function refusal(call: Promise<unknown>): Promise<Error & { code?: string }> {
  const error = (await call.then(
    () => null,
    (err: unknown) => err,
  )) as (Error & { cause?: unknown; code?: string }) | null;
  expect(error).not.toBeNull();
  const found = (error!.code === OUTBOUND_REFUSED ? error : error!.cause) as Error & { code?: string };
  expect(found?.code).toBe(OUTBOUND_REFUSED);
  return found;
}

function get(outbound: Outbound, host: string, path = '/ok'): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host, port, path, agent: outbound.agent('http') }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

describe('outbound connections with private networks not allowed', () => {
  const outbound = createOutbound({ allowPrivateNetworks: false });
  afterAll(() => outbound.close());

  it.each(['127.0.0.1', 'localhost'])('fetch refuses %s without connecting, naming the switch', async (host) => {
    const error = await refusal(outbound.fetch(`http://${host}:${port}/ok`));
    expect(error.message).toMatch(/is not an allowed address: loopback; set ALLOW_PRIVATE_NETWORKS=true/);
    expect(hits).toBe(0);
  });

  it.each(['127.0.0.1', 'localhost'])('the http agent refuses %s without connecting', async (host) => {
    await refusal(get(outbound, host));
    expect(hits).toBe(0);
  });

  it('a raw socket is refused too', async () => {
    await refusal(outbound.connect('localhost', port, 1_000));
    expect(hits).toBe(0);
  });
});

describe('outbound connections with ALLOW_PRIVATE_NETWORKS', () => {
  const outbound = createOutbound({ allowPrivateNetworks: true });
  afterAll(() => outbound.close());

  it('reaches loopback by fetch, agent and socket', async () => {
    expect(await (await outbound.fetch(`http://localhost:${port}/ok`)).text()).toBe('ok');
    expect(await get(outbound, '127.0.0.1')).toBe('ok');
    (await outbound.connect('127.0.0.1', port, 1_000)).destroy();
  });

  it('refuses a redirect to the metadata address', async () => {
    const error = await refusal(outbound.fetch(`http://127.0.0.1:${port}/to-metadata`));
    expect(error.message).toBe('169.254.169.254 is not an allowed address: link-local (incl. cloud metadata)');
    expect(hits).toBe(1);
  });

  it.each(['169.254.169.254', '[fd00:ec2::254]', '100.100.100.200', '[fe80::1]'])('refuses the metadata or link-local address %s', async (host) => {
    await refusal(outbound.fetch(`http://${host}/latest/`));
    await refusal(get(outbound, host.replace(/^\[(.*)\]$/, '$1')));
    await refusal(outbound.connect(host, 80, 1_000));
  });
});
