/**
 * Which IP addresses tools may connect to: public unicast only. Private, loopback, link-local,
 * carrier-grade NAT, unique-local, multicast, broadcast, unspecified, reserved and
 * documentation ranges are refused, for IPv4 and IPv6 alike. IPv6 addresses that carry an IPv4
 * address are judged as that IPv4 address: IPv4-mapped (`::ffff:0:0/96`), IPv4-compatible
 * (`::/96`), NAT64 (`64:ff9b::/96`) and 6to4 (`2002::/16`), so `[::7f00:1]` is loopback and
 * `[64:ff9b::a9fe:a9fe]` cloud metadata. Range data comes from `ipaddr.js`.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type AddressVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: string };

export interface AddressPolicyOptions {
  /**
   * Also allow private, loopback, link-local and unique-local ranges (a test server on
   * 127.0.0.1, a trusted intranet). Cloud metadata, unspecified, multicast and broadcast
   * addresses stay refused.
   */
  readonly allowPrivateNetworks?: boolean;
  /**
   * CIDR ranges allowed although not public (`10.1.2.0/24`, `127.0.0.1/32`, `fd12::/64`); write
   * IPv4 ranges in IPv4 form. Cloud metadata addresses stay refused.
   */
  readonly allowedRanges?: readonly string[];
}

// Instance metadata services: they hand out cloud credentials, so no tool may ever reach them.
const cloudMetadataAddresses = new Set([
  '169.254.169.254', // AWS, GCP, Azure, OpenStack, DigitalOcean …
  '169.254.170.2', // AWS ECS task metadata
  '169.254.170.23', // AWS EKS pod identity
  'fd00:ec2::254', // AWS over IPv6
  'fd00:ec2::23', // AWS EKS pod identity over IPv6
  '100.100.100.200', // Alibaba Cloud
  '168.63.129.16', // Azure WireServer (a public address)
  '192.0.0.192', // Oracle Cloud
]);

const neverReachable = new Set(['unspecified', 'multicast', 'broadcast']);

const rangeDescriptions: Readonly<Record<string, string>> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  uniqueLocal: 'a private network address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'the unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

export class AddressPolicy {
  private readonly allowedRanges: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];

  constructor(private readonly options: AddressPolicyOptions = {}) {
    this.allowedRanges = (options.allowedRanges ?? []).map((cidr) => {
      if (!ipaddr.isValidCIDR(cidr)) throw new TypeError(`"${cidr}" is not a CIDR range such as 10.0.0.0/8.`);
      return ipaddr.parseCIDR(cidr);
    });
  }

  check(address: string): AddressVerdict {
    if (!isIP(address)) return { allowed: false, reason: `"${address}" is not an IP address` };
    const parsed = canonical(ipaddr.parse(address));
    const text = parsed.toString();
    if (cloudMetadataAddresses.has(text)) return { allowed: false, reason: 'a cloud metadata address' };
    const range = parsed.range();
    if (neverReachable.has(range)) return refused(range);
    if (range === 'unicast') return { allowed: true };
    if (this.options.allowPrivateNetworks) return { allowed: true };
    const listed = this.allowedRanges.some(
      ([network, prefix]) => network.kind() === parsed.kind() && parsed.match(network, prefix),
    );
    return listed ? { allowed: true } : refused(range);
  }
}

function refused(range: string): AddressVerdict {
  return { allowed: false, reason: rangeDescriptions[range] ?? `a reserved address (${range})` };
}

const [nat64Prefix, nat64Length] = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
const [sixToFourPrefix, sixToFourLength] = ipaddr.IPv6.parseCIDR('2002::/16');

/** IPv6 addresses that carry an IPv4 address become that IPv4 address; others stay as they are. */
function canonical(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (address.kind() === 'ipv4') return address;
  const ipv6 = address as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address();
  const bytes = ipv6.toByteArray();
  const highZero = bytes.slice(0, 12).every((byte) => byte === 0);
  // `::` and `::1` are IPv6's own unspecified and loopback addresses, not IPv4-compatible ones.
  const ownAddress = highZero && bytes.slice(12, 15).every((byte) => byte === 0) && (bytes[15] ?? 0) <= 1;
  if ((highZero && !ownAddress) || ipv6.match(nat64Prefix, nat64Length)) {
    return new ipaddr.IPv4(bytes.slice(12, 16));
  }
  if (ipv6.match(sixToFourPrefix, sixToFourLength)) return new ipaddr.IPv4(bytes.slice(2, 6));
  return ipv6;
}
