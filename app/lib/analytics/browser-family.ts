import Bowser from "bowser";

/** User agents longer than this are cut before parsing: no real browser sends one. */
const MAX_PARSED_LENGTH = 1_000;
const MAX_NAME_LENGTH = 60;

const nameOf = (name: string | undefined) => (name ? name.slice(0, MAX_NAME_LENGTH) : null);

/**
 * The browser's family name ("Chrome", "Firefox", "Safari", ...) and the operating system's
 * ("Windows", "macOS", "iOS", "Android", "Linux", ...) from one parse of a User-Agent header; null when unknown.
 */
export function browserAndOs(userAgent: string | null | undefined): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parser = Bowser.getParser(userAgent.slice(0, MAX_PARSED_LENGTH));
  return { browser: nameOf(parser.getBrowserName()), os: nameOf(parser.getOSName()) };
}
