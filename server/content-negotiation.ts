export type BodyEncoding = "br" | "gzip" | "identity";

const PREFERENCE: BodyEncoding[] = ["br", "gzip", "identity"];
/** An unlisted identity is acceptable, but only when no listed coding is. */
const IMPLICIT_IDENTITY_QUALITY = 0.0001;
const REMEMBERED_HEADERS = 256;
const chosenByHeader = new Map<string, BodyEncoding>();

function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split("=").map((part) => part.trim());
    if (name?.toLowerCase() === "q") {
      const quality = Number(value);
      return Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0;
    }
  }
  return 1;
}

function negotiate(header: string): BodyEncoding {
  const qualities = new Map<string, number>();
  for (const item of header.split(",")) {
    const [name = "", ...parameters] = item.split(";");
    const coding = name.trim().toLowerCase();
    if (coding) qualities.set(coding, qualityOf(parameters));
  }
  const wildcard = qualities.get("*");
  const quality = (coding: BodyEncoding) =>
    qualities.get(coding) ?? (coding === "identity" ? (wildcard === 0 ? 0 : IMPLICIT_IDENTITY_QUALITY) : (wildcard ?? 0));
  let best: BodyEncoding = "identity";
  let bestQuality = 0;
  for (const coding of PREFERENCE) {
    const q = quality(coding);
    if (q > bestQuality) {
      best = coding;
      bestQuality = q;
    }
  }
  // Nothing acceptable: send the plain body anyway rather than a 406, as Express pages do.
  return best;
}

/**
 * The best of our pre-compressed bodies for an Accept-Encoding header: highest quality wins, ties
 * go to the smaller body. Clients send the same few headers, so answers are remembered.
 */
export function chooseEncoding(header: string | undefined): BodyEncoding {
  if (!header) return "identity";
  let chosen = chosenByHeader.get(header);
  if (chosen === undefined) {
    chosen = negotiate(header);
    if (chosenByHeader.size >= REMEMBERED_HEADERS) chosenByHeader.clear();
    chosenByHeader.set(header, chosen);
  }
  return chosen;
}

/** True when the client's copy (If-None-Match) is this ETag and it did not ask to bypass caches. */
export function isNotModified(ifNoneMatch: string | undefined, cacheControl: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (cacheControl && /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(cacheControl)) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed) === etag;
  });
}
