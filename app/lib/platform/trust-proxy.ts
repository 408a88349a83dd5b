import { isIP } from "node:net";
import { trustsEveryAddress } from "./trusted-ranges";

/**
 * Which hops Express may believe about the client's address: none, the nearest `n` hops, or the
 * hops whose address is in the listed ranges. Never "every hop": that lets a client pick its own
 * address by sending X-Forwarded-For.
 */
export type TrustProxySetting = false | number | string[];

/** The private ranges a reverse proxy on the same host or network uses. */
export const PRIVATE_PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"];
const NAMED_RANGES = new Set(PRIVATE_PROXY_RANGES);
const MAX_HOPS = 10;

/** Why a list that trusts every address is refused at start-up ("TRUST_PROXY must be ..."). */
export const TRUST_PROXY_EVERY_ADDRESS =
  "the proxy's own address (loopback when it runs on the same host), not ranges that together cover every public address: then any client could choose the address lock-out, rate limits, audit and analytics see by sending X-Forwarded-For";

export const TRUST_PROXY_EXPECTED =
  "false, true (proxies on private addresses), a hop count from 1 to 10, or a comma-separated list of loopback, linklocal, uniquelocal, IP addresses and CIDR ranges";

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; null when the value means nothing we accept, "every address" for a list that trusts them all. */
export function parseTrustProxy(raw: string): TrustProxySetting | "every address" | null {
  const value = raw.trim().toLowerCase();
  if (value === "false" || value === "0") return false;
  if (value === "true") return [...PRIVATE_PROXY_RANGES];
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= MAX_HOPS ? hops : null;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.length === 0 || !entries.every(isAddressOrRange)) return null;
  return trustsEveryAddress(entries) ? "every address" : entries;
}
