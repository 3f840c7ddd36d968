import { isIPv4 } from 'node:net';
import { ipv6ToBigInt } from './address-policy';

/**
 * Who a client is, for counting what it does (rate limits, sign-in lockouts, connection caps): its
 * IP address, or an IPv6 client's /64 network, since one subscriber usually holds a whole /64 and
 * rotating within it must not buy more. An IPv4 address mapped into IPv6 counts as the IPv4 address.
 */
export function clientOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  const value = ipv6ToBigInt(ip.split('%')[0]!);
  if (value === null) return ip;
  const network = [48n, 32n, 16n, 0n].map((shift) => ((value >> (64n + shift)) & 0xffffn).toString(16));
  return `${network.join(':')}::/64`;
}
