import ipaddr from "ipaddr.js";

/** The named ranges TRUST_PROXY accepts, as Express (proxy-addr) expands them. */
const NAMED: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

type Interval = [bigint, bigint];

const IPV4_SPACE: Interval = [0n, (1n << 32n) - 1n];
/** IPv4-mapped IPv6 (::ffff:0:0/96): Express reads such a client as IPv4, so no IPv6 client has one. */
const MAPPED: Interval = [0xffff_0000_0000n, 0xffff_ffff_ffffn];

function toBigInt(bytes: number[]): bigint {
  return bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
}

function block(start: bigint, prefix: number, bits: number): Interval {
  const size = 1n << BigInt(bits - prefix);
  const first = start - (start % size);
  return [first, first + size - 1n];
}

/**
 * Which clients one entry makes Express trust, as proxy-addr decides it: an IPv4 range trusts IPv4
 * clients; an IPv6 range trusts IPv6 clients, or IPv4 clients when it is an IPv4-mapped range of
 * /96 or longer (then only them).
 */
function trusted(entry: string): { ipv4?: Interval; ipv6?: Interval } {
  const [address, prefix] = entry.includes("/") ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), undefined];
  if (address.kind() === "ipv4") return { ipv4: block(toBigInt(address.toByteArray()), prefix ?? 32, 32) };
  const v6 = address as ipaddr.IPv6;
  const bits = prefix ?? 128;
  if (!v6.isIPv4MappedAddress()) return { ipv6: block(toBigInt(v6.toByteArray()), bits, 128) };
  return bits >= 96 ? { ipv4: block(toBigInt(v6.toIPv4Address().toByteArray()), bits - 96, 32) } : {};
}

/** Whether the intervals together take in every value from `from` to `to`. */
function covers(intervals: Interval[], [from, to]: Interval): boolean {
  let next = from;
  for (const [start, end] of [...intervals].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (start > next) break;
    if (end >= next) next = end + 1n;
    if (next > to) return true;
  }
  return next > to;
}

/**
 * Whether a list of trusted proxies (addresses, CIDR ranges, named ranges) takes in every IPv4
 * client or every IPv6 client, however it is split (`0.0.0.0/1,128.0.0.0/1`, `::ffff:0:0/96`,
 * `::/1,8000::/1`): Express would then believe X-Forwarded-For from any client of that family.
 */
export function trustsEveryAddress(entries: readonly string[]): boolean {
  const ranges = entries.flatMap((entry) => (NAMED[entry] ?? [entry]).map(trusted));
  const ipv4 = ranges.flatMap((range) => (range.ipv4 ? [range.ipv4] : []));
  const ipv6 = ranges.flatMap((range) => (range.ipv6 ? [range.ipv6] : []));
  const everyIpv4 = covers(ipv4, IPV4_SPACE);
  const everyIpv6 = covers(ipv6, [0n, MAPPED[0] - 1n]) && covers(ipv6, [MAPPED[1] + 1n, (1n << 128n) - 1n]);
  return everyIpv4 || everyIpv6;
}

/**
 * Whether the peer at `address` is a proxy that TRUST_PROXY trusts, as Express decides it for the
 * nearest hop: never with `false`, always with a hop count, by address with a list. Headers only a
 * proxy may set (W3C `traceparent`, besides X-Forwarded-*) are believed from such a peer only.
 */
export function isTrustedPeer(setting: false | number | readonly string[], address: string | undefined): boolean {
  if (setting === false || !address) return false;
  if (typeof setting === "number") return setting >= 1;
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const family = parsed.kind() === "ipv4" ? "ipv4" : "ipv6";
  const value = toBigInt(parsed.toByteArray());
  return setting
    .flatMap((entry) => NAMED[entry] ?? [entry])
    .some((entry) => {
      const range = trusted(entry)[family];
      return range !== undefined && value >= range[0] && value <= range[1];
    });
}
