import { referrerSource, utmCampaign } from "../analytics/traffic-source";
import { hasControlCharacters } from "../core/control-characters";

/** How many of the pages seen before a request a lead keeps (the first ones: the landing page and what followed). */
export const PAGES_SEEN_MAX = 30;
const TEXT_MAX = 2_000;
const PARAMETER_MAX = 200;

/** Where a lead came from, as stored with it. */
export type LeadOrigin = {
  /** The first page of the visit, with its query string (the campaign's parameters). */
  landingPage: string | null;
  /** The address the visit came from, as the browser reported it. */
  referrer: string | null;
  /** The referrer's site as the Analytics tab names it (no "www."), null for a direct visit. */
  source: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** The paths seen in the visit before the request, in order. */
  pagesSeen: string[];
};

export const NO_ORIGIN: LeadOrigin = { landingPage: null, referrer: null, source: null, utmSource: null, utmMedium: null, utmCampaign: null, pagesSeen: [] };

/** A site path worth storing: starts with one slash, bounded, no spaces or control characters. */
export function sitePath(value: string | null | undefined): string | null {
  if (!value || value.length > TEXT_MAX || !/^\/(?!\/)\S*$/.test(value) || hasControlCharacters(value)) return null;
  return value;
}

function utmParameter(path: string, name: string): string | null {
  const query = path.indexOf("?");
  if (query < 0) return null;
  const value = new URLSearchParams(path.slice(query + 1)).get(name)?.trim();
  return value && !hasControlCharacters(value) ? value.slice(0, PARAMETER_MAX) : null;
}

/**
 * The origin of a visit from its first page and its referrer, with the same rules as the
 * analytics (`referrerSource`, `utmCampaign`), so a lead's source and campaign match the
 * Analytics tab's rows.
 */
export function originOf(
  visit: { landingPage: string | null; referrer: string | null; pagesSeen: readonly string[] },
  ownHosts: readonly string[],
): LeadOrigin {
  const landingPage = sitePath(visit.landingPage);
  const referrer = visit.referrer && visit.referrer.length <= TEXT_MAX && !hasControlCharacters(visit.referrer) ? visit.referrer : null;
  return {
    landingPage,
    referrer,
    source: referrerSource(referrer, ownHosts),
    utmSource: landingPage ? utmParameter(landingPage, "utm_source") : null,
    utmMedium: landingPage ? utmParameter(landingPage, "utm_medium") : null,
    utmCampaign: landingPage ? utmCampaign(landingPage) : null,
    // A page seen again right after itself (a reload, the form shown again with its messages) is listed once.
    pagesSeen: visit.pagesSeen
      .flatMap((path) => sitePath(path) ?? [])
      .filter((path, index, paths) => index === 0 || paths[index - 1] !== path)
      .slice(0, PAGES_SEEN_MAX),
  };
}

/**
 * The visit as the form's page saw it, when the analytics recorded none (JavaScript off, a
 * blocked beacon): the page that led to the form (the Referer of the form's page, when it is one
 * of ours) or the form's own address, and the outside site that referred it.
 */
export function formPageVisit(formPage: string | null, pageReferrer: string | null, ownHosts: readonly string[]) {
  const own = new Set(ownHosts.map((host) => host.toLowerCase()));
  let previous: string | null = null;
  let outside: string | null = null;
  if (pageReferrer) {
    try {
      const url = new URL(pageReferrer);
      if (own.has(url.host.toLowerCase())) previous = url.pathname + url.search;
      else outside = pageReferrer;
    } catch {
      // an unreadable Referer says nothing
    }
  }
  const landingPage = sitePath(previous) ?? sitePath(formPage);
  const pagesSeen = [previous, formPage].flatMap((path) => sitePath(path) ?? []);
  return { landingPage, referrer: outside, pagesSeen: [...new Set(pagesSeen)] };
}
