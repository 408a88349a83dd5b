import { randomBytes } from "node:crypto";

/** Ids from one random prefix before a new one is drawn (the counter's 12 hex digits hold 2^48). */
const IDS_PER_PREFIX = 2 ** 48;
let prefix = "";
let counter = IDS_PER_PREFIX;

/** 74 random bits in the form of a version-4 UUID's first four groups (`xxxxxxxx-xxxx-4xxx-yxxx-`, y one of 8, 9, a, b). */
function randomPrefix(): string {
  const hex = randomBytes(10).toString("hex");
  const variant = ((parseInt(hex[15]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(12, 15)}-${variant}${hex.slice(16, 19)}-`;
}

/**
 * A request id for a page-cache hit: shaped as the version-4 UUID every other response carries
 * (`X-Request-Id`), unique within the process (a counter) and across processes (a random prefix
 * per 2^48 ids, 74 bits), without drawing random bytes per request as `randomUUID` does. A request id
 * correlates log lines; it is not a secret, so it need not be unpredictable (the CSP nonce is).
 */
export function nextRequestId(): string {
  if (counter >= IDS_PER_PREFIX) {
    prefix = randomPrefix();
    counter = 0;
  }
  const hex = (counter++).toString(16);
  return prefix + "000000000000".slice(hex.length) + hex;
}
