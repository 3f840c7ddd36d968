import { describe, expect, it } from 'vitest';
import { addressRefusal, isPrivateNetworkAddress, isPublicAddress } from './address-policy';

const REFUSED: [address: string, why: RegExp][] = [
  ['127.0.0.1', /loopback/],
  ['127.255.255.254', /loopback/],
  ['0.0.0.0', /unspecified/],
  ['0.1.2.3', /unspecified/],
  ['10.0.0.1', /private/],
  ['10.255.255.255', /private/],
  ['172.16.0.1', /private/],
  ['172.31.255.255', /private/],
  ['192.168.1.1', /private/],
  ['169.254.169.254', /metadata/],
  ['169.254.0.1', /link-local/],
  ['100.64.0.1', /carrier-grade/],
  ['100.127.255.255', /carrier-grade/],
  ['192.0.0.8', /IETF/],
  ['192.0.2.10', /documentation/],
  ['198.51.100.7', /documentation/],
  ['203.0.113.99', /documentation/],
  ['198.18.0.1', /benchmarking/],
  ['198.19.255.255', /benchmarking/],
  ['192.88.99.1', /6to4/],
  ['224.0.0.1', /multicast/],
  ['239.255.255.250', /multicast/],
  ['240.0.0.1', /reserved/],
  ['255.255.255.255', /broadcast/],
  ['::1', /loopback/],
  ['::', /unspecified/],
  ['0:0:0:0:0:0:0:1', /loopback/],
  ['fe80::1', /link-local/],
  ['fe80::1%eth0', /link-local/],
  ['febf:ffff::1', /link-local/],
  ['fc00::1', /unique local/],
  ['fd12:3456:789a::1', /unique local/],
  ['ff02::1', /multicast/],
  ['ff05::1:3', /multicast/],
  ['::ffff:127.0.0.1', /loopback.*127\.0\.0\.1 inside IPv6/],
  ['::ffff:7f00:1', /loopback/],
  ['::ffff:10.0.0.1', /private/],
  ['::ffff:169.254.169.254', /metadata/],
  ['0:0:0:0:0:ffff:c0a8:0101', /private.*192\.168\.1\.1/],
  ['64:ff9b::127.0.0.1', /loopback/],
  ['64:ff9b::a00:1', /private/],
  ['64:ff9b:1::1', /not global unicast/],
  ['::127.0.0.1', /not global unicast/],
  ['100::1', /not global unicast/],
  ['2001:db8::1', /documentation/],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', /Teredo/],
  ['2002:7f00:1::1', /6to4/],
  ['2002:c000:204::1', /6to4/],
  ['3fff::1', /documentation/],
  ['fec0::1', /not global unicast/],
  ['example.com', /not an IP address/],
  ['', /not an IP address/],
  ['127.1', /not an IP address/],
  ['::ffff:999.0.0.1', /not an IP address/],
];

const ALLOWED = [
  '1.1.1.1',
  '8.8.8.8',
  '93.184.215.14',
  '172.15.255.255',
  '172.32.0.1',
  '100.63.255.255',
  '100.128.0.1',
  '169.253.255.255',
  '192.0.1.1',
  '192.169.0.1',
  '198.17.255.255',
  '198.20.0.1',
  '223.255.255.255',
  '11.0.0.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001:82a::200e',
  '2001:4860:4860::8888',
  '2400:cb00::1',
  '::ffff:8.8.8.8',
  '::ffff:808:808',
  '64:ff9b::8.8.8.8',
  '3fff:1000::1',
];

describe('addressRefusal', () => {
  it.each(REFUSED)('refuses %s (%s)', (address, why) => {
    expect(addressRefusal(address)).toMatch(why);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(ALLOWED)('allows the public address %s', (address) => {
    expect(addressRefusal(address)).toBeNull();
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('addressRefusal with ALLOW_PRIVATE_NETWORKS', () => {
  const allowPrivate = { allowPrivateNetworks: true };

  it.each(['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '100.64.0.1', 'fd12:3456:789a::1', '::ffff:127.0.0.1', '::ffff:192.168.0.2'])(
    'allows the loopback or private address %s',
    (address) => {
      expect(addressRefusal(address, allowPrivate)).toBeNull();
      expect(isPrivateNetworkAddress(address)).toBe(true);
    },
  );

  it.each([
    ['169.254.169.254', /link-local/],
    ['169.254.170.2', /link-local/],
    ['::ffff:169.254.169.254', /link-local/],
    ['fe80::1', /link-local/],
    ['100.100.100.200', /carrier-grade/],
    ['fd00:ec2::254', /unique local/],
    ['0.0.0.0', /unspecified/],
    ['224.0.0.1', /multicast/],
    ['192.0.2.1', /documentation/],
    ['example.com', /not an IP address/],
  ])('still refuses %s (%s): link-local, metadata and special ranges stay closed', (address, why) => {
    expect(addressRefusal(address, allowPrivate)).toMatch(why);
    expect(isPrivateNetworkAddress(address)).toBe(false);
  });
});
