/**
 * Public pages are sent as finished HTML and never hydrated: React stays on the server and the
 * browser gets one small script of progressive enhancements (app/enhance). See
 * docs/decisions/012-public-pages-without-hydration.md.
 */
export const HTML_ONLY_HANDLE = { hydrate: false } as const;

type MatchLike = { handle?: unknown };

/** False when any matched route asks to be sent as HTML only. */
export function pageHydrates(matches: readonly MatchLike[]): boolean {
  return !matches.some((match) => (match.handle as { hydrate?: unknown } | undefined)?.hydrate === false);
}
