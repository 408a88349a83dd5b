import { createHash } from "node:crypto";

export type BodyEncoding = "br" | "gzip" | "identity";

/** Our codings, smallest body first: among codings a client accepts equally, the first wins. */
const PREFERENCE: readonly BodyEncoding[] = ["br", "gzip", "identity"];
/** An unlisted identity is acceptable, but only when no listed coding is. */
const IMPLICIT_IDENTITY_QUALITY = 0.0001;
const REMEMBERED_HEADERS = 256;
const rankedByHeader = new Map<string, readonly BodyEncoding[]>();

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

/**
 * The codings of ours an Accept-Encoding header accepts, best first: by its q-values, and among
 * equal ones by PREFERENCE, never by the order the header lists them (browsers send
 * "gzip, deflate, br, zstd", all at q=1, and mean "any of these").
 */
function rank(header: string): BodyEncoding[] {
  const qualities = new Map<string, number>();
  for (const item of header.split(",")) {
    const [name = "", ...parameters] = item.split(";");
    const coding = name.trim().toLowerCase();
    if (coding) qualities.set(coding, qualityOf(parameters));
  }
  const wildcard = qualities.get("*");
  const quality = (coding: BodyEncoding) =>
    qualities.get(coding) ?? (coding === "identity" ? (wildcard === 0 ? 0 : IMPLICIT_IDENTITY_QUALITY) : (wildcard ?? 0));
  return PREFERENCE.filter((coding) => quality(coding) > 0).sort((a, b) => quality(b) - quality(a));
}

function ranked(header: string): readonly BodyEncoding[] {
  let codings = rankedByHeader.get(header);
  if (codings === undefined) {
    codings = rank(header);
    if (rankedByHeader.size >= REMEMBERED_HEADERS) rankedByHeader.clear();
    rankedByHeader.set(header, codings);
  }
  return codings;
}

const EVERY_CODING = (_coding: BodyEncoding) => true;

/**
 * The best body to send for an Accept-Encoding header among those we have (`available`; the plain
 * body always is): highest quality wins, ties go to the smaller body. Clients send the same few
 * headers, so rankings are remembered. Nothing acceptable: the plain body anyway rather than a 406,
 * as Express pages do.
 */
export function chooseEncoding(header: string | undefined, available: (coding: BodyEncoding) => boolean = EVERY_CODING): BodyEncoding {
  if (!header) return "identity";
  return ranked(header).find((coding) => coding === "identity" || available(coding)) ?? "identity";
}

/** True when the client's copy (If-None-Match) is this ETag and it did not ask to bypass caches. */
export function isNotModified(ifNoneMatch: string | undefined, cacheControl: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (cacheControl && /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(cacheControl)) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const own = etag.startsWith("W/") ? etag.slice(2) : etag;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed) === own;
  });
}

/** A strong validator of exactly these bytes. */
export function strongEtag(bytes: Uint8Array): string {
  return `"${createHash("sha1").update(bytes).digest("base64url")}"`;
}
