/**
 * Public pages are sent as finished HTML and never hydrated: React stays on the server and the
 * browser gets one small script of progressive enhancements (app/enhance). See
 * docs/decisions/012-public-pages-without-hydration.md. The sign-in steps are sent the same way,
 * with a script of their own (decision 051).
 */
export const HTML_ONLY_HANDLE = { hydrate: false } as const;

/** The enhancement scripts the build makes (scripts/build.mjs): the public site's, and the sign-in form's. */
export const ENHANCEMENTS = ["site", "sign-in"] as const;
export type EnhancementName = (typeof ENHANCEMENTS)[number];
/** Each enhancement script's URL ("" for none: development serves the sources, tests none). */
export type EnhancementScripts = Record<EnhancementName, string>;
export const NO_ENHANCEMENT_SCRIPTS: EnhancementScripts = { site: "", "sign-in": "" };

/** The sign-in steps: HTML only, enhanced by the sign-in form's script instead of the public site's. */
export const SIGN_IN_HANDLE = { hydrate: false, enhancement: "sign-in" } as const satisfies { hydrate: false; enhancement: EnhancementName };

type MatchLike = { handle?: unknown };

/** False when any matched route asks to be sent as HTML only. */
export function pageHydrates(matches: readonly MatchLike[]): boolean {
  return !matches.some((match) => (match.handle as { hydrate?: unknown } | undefined)?.hydrate === false);
}

/** The enhancement script an HTML-only page loads: the deepest matched route's choice, else the public site's. */
export function enhancementOf(matches: readonly MatchLike[]): EnhancementName {
  for (const match of [...matches].reverse()) {
    const named = (match.handle as { enhancement?: unknown } | undefined)?.enhancement;
    if (typeof named === "string" && (ENHANCEMENTS as readonly string[]).includes(named)) return named as EnhancementName;
  }
  return "site";
}
