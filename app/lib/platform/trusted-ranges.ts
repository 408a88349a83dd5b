import ipaddr from "ipaddr.js";

/** The named ranges TRUST_PROXY accepts, as Express (proxy-addr) expands them. */
const NAMED: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

type Interval = [bigint, bigint];

const IPV4_SPACE: Interval = [0n, (1n << 32n) - 1n];

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
 * IPv4 addresses no client on the internet has (RFC 6890 special-purpose, private, documentation,
 * multicast and reserved blocks): a list may leave them out and still trust every public client.
 */
const NOT_PUBLIC_IPV4 = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4",
].map((range) => trusted(range).ipv4!);
/** IPv6 global unicast (2000::/3) less its documentation block: where every public IPv6 client is. */
const PUBLIC_IPV6: Interval = block(0x2000n << 112n, 3, 128);
const DOCUMENTATION_IPV6 = block(0x2001_0db8n << 96n, 32, 128);

/**
 * Whether a list of trusted proxies (addresses, CIDR ranges, named ranges) takes in every public
 * IPv4 client or every public IPv6 client, however it is split (`0.0.0.0/1,128.0.0.0/1`,
 * `0.0.0.0/1,128.0.0.0/2,192.0.0.0/3`, `::ffff:0:0/96`, `2000::/3`): Express would then believe
 * X-Forwarded-For from any client on the internet, which could choose its own address.
 */
export function trustsEveryAddress(entries: readonly string[]): boolean {
  const ranges = entries.flatMap((entry) => (NAMED[entry] ?? [entry]).map(trusted));
  const ipv4 = ranges.flatMap((range) => (range.ipv4 ? [range.ipv4] : []));
  const ipv6 = ranges.flatMap((range) => (range.ipv6 ? [range.ipv6] : []));
  const everyIpv4 = covers([...ipv4, ...NOT_PUBLIC_IPV4], IPV4_SPACE);
  const everyIpv6 = covers([...ipv6, DOCUMENTATION_IPV6], PUBLIC_IPV6);
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
