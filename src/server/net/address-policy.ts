import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses the server may connect to (ARCHITECTURE.md, "SSRF-safe fetch"; issue 14):
 * every outbound connection, whether to a web address a member gave or to a provider an admin
 * set. By default only addresses on the public internet: never this machine, the private network
 * it sits in, a cloud metadata service, or ranges reserved for special purposes, where a request
 * could reach something its sender cannot.
 *
 * The operator may allow loopback and private networks (ALLOW_PRIVATE_NETWORKS: a local AI server,
 * an SMTP relay on the LAN); link-local addresses and the cloud metadata services stay refused
 * even then, since nothing the server legitimately talks to lives there and they hand out
 * credentials.
 *
 * IPv6 is judged by allowing only global unicast (2000::/3) less its special ranges, so new
 * special-purpose space outside 2000::/3 is refused without this list knowing it. Addresses that
 * carry an IPv4 address inside (IPv4-mapped, NAT64) are judged by that IPv4 address, because that
 * is where the connection ends up.
 */

export interface AddressPolicyOptions {
  /** Loopback and private networks allowed (ALLOW_PRIVATE_NETWORKS); link-local and metadata never. */
  allowPrivateNetworks?: boolean;
}

interface Range {
  base: bigint;
  bits: number;
  why: string;
}

/** Cloud metadata services outside link-local space (Alibaba, AWS over IPv6); refused whatever the operator allows. */
const METADATA_V4 = new Set([ipv4ToBigInt('100.100.100.200')!]);
const METADATA_V6 = new Set([ipv6ToBigInt('fd00:ec2::254')!]);

/** Refusals the operator may lift with ALLOW_PRIVATE_NETWORKS. */
const PRIVATE_KINDS = new Set(['private network', 'carrier-grade NAT', 'loopback', 'unique local (private network)']);

const IPV4_REFUSED: [cidr: string, why: string][] = [
  ['0.0.0.0/8', 'unspecified ("this network")'],
  ['10.0.0.0/8', 'private network'],
  ['100.64.0.0/10', 'carrier-grade NAT'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local (incl. cloud metadata)'],
  ['172.16.0.0/12', 'private network'],
  ['192.0.0.0/24', 'IETF protocol assignments'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', '6to4 relay'],
  ['192.168.0.0/16', 'private network'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  // Includes 255.255.255.255, the limited broadcast address.
  ['240.0.0.0/4', 'reserved or broadcast'],
];

/** Special ranges inside global unicast 2000::/3. */
const IPV6_REFUSED: [cidr: string, why: string][] = [
  // Teredo (2001::/32) and other protocol assignments; Teredo hides its IPv4 address (obfuscated), so it is refused whole.
  ['2001::/23', 'IETF protocol assignments (incl. Teredo)'],
  ['2001:db8::/32', 'documentation'],
  // 6to4 is deprecated and unused by real sites; refusing it whole is simpler than judging the IPv4 inside.
  ['2002::/16', '6to4'],
  ['3fff::/20', 'documentation'],
];

const GLOBAL_UNICAST = parseCidr('2000::/3', 128, 'not global unicast');
const IPV4_MAPPED = parseCidr('::ffff:0:0/96', 128, 'IPv4-mapped');
const NAT64 = parseCidr('64:ff9b::/96', 128, 'NAT64');

const ipv4Ranges = IPV4_REFUSED.map(([cidr, why]) => parseCidr(cidr, 32, why));
const ipv6Ranges = IPV6_REFUSED.map(([cidr, why]) => parseCidr(cidr, 128, why));

function parseCidr(cidr: string, width: 32 | 128, why: string): Range {
  const [address, bits] = cidr.split('/') as [string, string];
  const base = width === 32 ? ipv4ToBigInt(address) : ipv6ToBigInt(address);
  if (base === null) throw new Error(`Bad range ${cidr}`);
  return { base, bits: Number(bits), why };
}

function inRange(value: bigint, range: Range, width: 32 | 128): boolean {
  const shift = BigInt(width - range.bits);
  return value >> shift === range.base >> shift;
}

function ipv4ToBigInt(address: string): bigint | null {
  if (!isIPv4(address)) return null;
  return address.split('.').reduce((sum, part) => (sum << 8n) | BigInt(Number(part)), 0n);
}

/** The 128-bit value of an IPv6 address, with '::' expanded and a trailing dotted quad read as its 32 bits. */
export function ipv6ToBigInt(address: string): bigint | null {
  if (!isIPv6(address)) return null;
  let text = address;
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToBigInt(dotted[1]!);
    if (v4 === null) return null;
    text = `${text.slice(0, dotted.index)}:${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  const all = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (all.length !== 8) return null;
  return all.reduce((sum, group) => (sum << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function bigIntToIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

function ipv4Refusal(value: bigint): string | null {
  return ipv4Ranges.find((range) => inRange(value, range, 32))?.why ?? null;
}

/**
 * Why `address` may not be contacted ('loopback', 'private network', ...), or null when it may.
 * Anything that is not an IP address is refused too.
 */
export function addressRefusal(address: string, options: AddressPolicyOptions = {}): string | null {
  const refusal = strictRefusal(address);
  if (refusal === null) return null;
  return options.allowPrivateNetworks && refusal.lifted ? null : refusal.why;
}

/** Whether ALLOW_PRIVATE_NETWORKS would allow `address` (so a message can say so). */
export function isPrivateNetworkAddress(address: string): boolean {
  return strictRefusal(address)?.lifted === true;
}

interface Refusal {
  why: string;
  /** ALLOW_PRIVATE_NETWORKS allows it. */
  lifted: boolean;
}

function refusal(why: string | null, value: { v4?: bigint; v6?: bigint }): Refusal | null {
  if (why === null) return null;
  const metadata = value.v4 !== undefined ? METADATA_V4.has(value.v4) : METADATA_V6.has(value.v6!);
  return { why, lifted: PRIVATE_KINDS.has(why) && !metadata };
}

function strictRefusal(address: string): Refusal | null {
  // A zone ('fe80::1%eth0') only says which interface; the address decides.
  const bare = address.replace(/%.*$/, '');
  const v4 = ipv4ToBigInt(bare);
  if (v4 !== null) return refusal(ipv4Refusal(v4), { v4 });
  const v6 = ipv6ToBigInt(bare);
  if (v6 === null) return { why: 'not an IP address', lifted: false };
  if (inRange(v6, IPV4_MAPPED, 128) || inRange(v6, NAT64, 128)) {
    const inner = v6 & 0xffffffffn;
    const judged = refusal(ipv4Refusal(inner), { v4: inner });
    return judged && { ...judged, why: `${judged.why} (${bigIntToIpv4(inner)} inside IPv6)` };
  }
  if (!inRange(v6, GLOBAL_UNICAST, 128)) return refusal(describeNonGlobal(v6), { v6 });
  return refusal(ipv6Ranges.find((range) => inRange(v6, range, 128))?.why ?? null, { v6 });
}

/** Names the common non-global IPv6 ranges, so logs say more than 'not global unicast'. */
function describeNonGlobal(value: bigint): string {
  if (value === 0n) return 'unspecified';
  if (value === 1n) return 'loopback';
  const top = value >> 112n;
  if ((top & 0xfe00n) === 0xfc00n) return 'unique local (private network)';
  if ((top & 0xffc0n) === 0xfe80n) return 'link-local';
  if ((top & 0xff00n) === 0xff00n) return 'multicast';
  return GLOBAL_UNICAST.why;
}

export function isPublicAddress(address: string): boolean {
  return addressRefusal(address) === null;
}

/** A host as DNS and sockets want it: an IPv6 literal without the brackets a URL writes around it. */
export function bareHost(host: string): string {
  return host.replace(/^\[(.*)\]$/, '$1');
}
