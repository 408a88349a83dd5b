/**
 * Where a visit came from: the referrer's site (lower case, without "www."), or null for a direct
 * visit, an unreadable referrer, or a link from one of our own hosts (a navigation inside the site).
 */
export function referrerSource(referrer: string | null | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const own = new Set(ownHosts.map((host) => host.toLowerCase()));
  if (own.has(url.host.toLowerCase()) || own.has(url.hostname.toLowerCase())) return null;
  return (
    url.hostname
      .toLowerCase()
      .replace(/^www\./, "")
      .slice(0, 253) || null
  );
}

/** The utm_campaign of a page path's query string, trimmed; null when absent or empty. */
export function utmCampaign(path: string): string | null {
  const query = path.indexOf("?");
  if (query < 0) return null;
  const campaign = new URLSearchParams(path.slice(query + 1)).get("utm_campaign")?.trim();
  return campaign ? campaign.slice(0, 200) : null;
}
