import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { createSafeFetch, DEFAULT_MAX_BYTES, type ResolveHost } from './safe-fetch';

/** A local site on loopback; names resolve through injected lookups, so nothing leaves this machine. */
let server: http.Server;
let port: number;
const MB = 1024 * 1024;
const PAGE = '<html><body>Soup</body></html>';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const send = (headers: http.OutgoingHttpHeaders, body: Buffer | string) => void res.writeHead(200, headers).end(body);
    switch (req.url) {
      case '/echo':
        return send({ 'content-type': 'application/json' }, JSON.stringify({ host: req.headers.host, accept: req.headers.accept }));
      case '/br':
        return send({ 'content-encoding': 'br' }, brotliCompressSync(PAGE));
      case '/deflate':
        return send({ 'content-encoding': 'deflate' }, deflateSync(PAGE));
      case '/gzip':
        return send({ 'content-encoding': 'gzip' }, gzipSync(PAGE));
      case '/broken-gzip':
        return send({ 'content-encoding': 'gzip' }, Buffer.from('this is not gzip'));
      case '/zstd':
        return send({ 'content-encoding': 'zstd' }, PAGE);
      case '/six-mb':
        return send({ 'content-type': 'image/png' }, Buffer.alloc(6 * MB));
      case '/relative-redirect':
        return void res.writeHead(301, { location: 'echo' }).end();
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const at = (...addresses: string[]): ResolveHost => vi.fn(async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
const url = (pathname: string, host = 'site.test') => `http://${host}:${port}${pathname}`;

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createSafeFetch', () => {
  it('resolves once, connects to the vetted address and sends the name as Host', async () => {
    // A second answer would be a private address (DNS rebinding): it is never asked for.
    const lookup = vi.fn<ResolveHost>().mockResolvedValueOnce([{ address: '127.0.0.1', family: 4 }]).mockResolvedValue([{ address: '10.0.0.1', family: 4 }]);
    const fetchPage = createSafeFetch({ lookup, allowedAddresses: ['127.0.0.1'] });
    const page = await fetchPage(url('/echo'));
    expect(JSON.parse(page.body.toString())).toEqual({ host: `site.test:${port}`, accept: expect.stringContaining('text/html') });
    expect(page).toMatchObject({ finalUrl: url('/echo'), contentType: 'application/json' });
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('resolves every hop of a redirect again, relative locations included', async () => {
    const lookup = at('127.0.0.1');
    const page = await createSafeFetch({ lookup, allowedAddresses: ['127.0.0.1'] })(url('/relative-redirect'), { accept: 'image/*' });
    expect(page.finalUrl).toBe(url('/echo'));
    expect(JSON.parse(page.body.toString()).accept).toBe('image/*');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('refuses loopback by default, and allows it with allowPrivateNetworks', async () => {
    const refused = await failure(createSafeFetch()(url('/echo', '127.0.0.1')));
    expect(refused).toMatchObject({ statusCode: 400, message: 'That address is not allowed: it leads to a non-public network address (loopback)' });
    const page = await createSafeFetch({ allowPrivateNetworks: true })(url('/echo', '127.0.0.1'));
    expect(JSON.parse(page.body.toString()).host).toBe(`127.0.0.1:${port}`);
  });

  it('refuses a cloud metadata address even with allowPrivateNetworks', async () => {
    const refused = await failure(createSafeFetch({ allowPrivateNetworks: true, lookup: at('169.254.169.254') })('http://metadata.example/latest/'));
    expect(refused).toMatchObject({ statusCode: 400, message: expect.stringContaining('link-local (incl. cloud metadata)') });
  });

  it.each(['/br', '/deflate', '/gzip'])('decompresses %s', async (pathname) => {
    const page = await createSafeFetch({ lookup: at('127.0.0.1'), allowedAddresses: ['127.0.0.1'] })(url(pathname));
    expect(page.body.toString()).toBe(PAGE);
  });

  it.each([
    ['/broken-gzip', 'The page could not be read: its compressed data is broken'],
    ['/zstd', 'The page could not be read: it is compressed in a way we do not read (zstd)'],
  ])('explains %s', async (pathname, message) => {
    const error = await failure(createSafeFetch({ lookup: at('127.0.0.1'), allowedAddresses: ['127.0.0.1'] })(url(pathname)));
    expect(error).toMatchObject({ statusCode: 422, message });
  });

  it('applies the default size limit unless a fetch asks for another', async () => {
    const fetchPage = createSafeFetch({ lookup: at('127.0.0.1'), allowedAddresses: ['127.0.0.1'] });
    expect(DEFAULT_MAX_BYTES).toBe(5 * MB);
    expect(await failure(fetchPage(url('/six-mb')))).toMatchObject({ statusCode: 422, message: 'The page is too large (more than 5 MB)' });
    expect((await fetchPage(url('/six-mb'), { maxBytes: 7 * MB })).body).toHaveLength(6 * MB);
  });

  it('counts DNS in the time limit', async () => {
    const lookup: ResolveHost = () => new Promise(() => {});
    const error = await failure(createSafeFetch({ lookup, timeoutMs: 100 })(url('/echo')));
    expect(error.message).toBe('The page took too long to answer');
  });

  it('explains names without addresses and refused connections', async () => {
    expect((await failure(createSafeFetch({ lookup: at() })(url('/echo')))).message).toBe('The page could not be reached: no site answers at that name');
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(createSafeFetch({ allowPrivateNetworks: true })(`http://127.0.0.1:${closedPort}/`));
    expect(error.message).toBe('The page could not be reached: the site refused the connection');
  });

  it.each([
    ['not a url', 'That address is not allowed: it is not a web address'],
    ['ftp://site.test/x', 'That address is not allowed: it must start with http:// or https://'],
    ['http://a:b@site.test/', 'That address is not allowed: it must not contain a user name or password'],
  ])('refuses %s before any lookup', async (address, message) => {
    const lookup = at('127.0.0.1');
    expect(await failure(createSafeFetch({ lookup })(address))).toMatchObject({ statusCode: 400, message });
    expect(lookup).not.toHaveBeenCalled();
  });
});
