import Bowser from "bowser";

/** The browser's family name ("Chrome", "Firefox", "Safari", ...) from a User-Agent header; null when unknown. */
export function browserFamily(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const name = Bowser.getParser(userAgent.slice(0, 1_000)).getBrowserName();
  return name ? name.slice(0, 60) : null;
}

/** The operating system's name ("Windows", "macOS", "iOS", "Android", "Linux", ...) from a User-Agent header; null when unknown. */
export function osFamily(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const name = Bowser.getParser(userAgent.slice(0, 1_000)).getOSName();
  return name ? name.slice(0, 60) : null;
}
