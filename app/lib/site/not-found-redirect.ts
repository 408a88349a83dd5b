import { BLOG_PATH, HOME_PATH } from "./public-paths";

/** What the not-found page shows as its code. */
export const NOT_FOUND_CODE = "404";

/** Where "Go to Home Now" and "Go to Blog Now" lead, and where the page sends the visitor by itself. */
export const NOT_FOUND_HREFS = { home: HOME_PATH, blog: BLOG_PATH } as const;

/** The page redirects after this delay. */
export const REDIRECT_DELAY_MS = 2_000;

/** Paths containing this fragment came from old newsletter links and are sent to the blog. */
export const BLOG_REDIRECT_PATH_FRAGMENT = "weekly-hsa-news";

export type NotFoundTarget = "blog" | "home";

export function notFoundTarget(pathname: string): NotFoundTarget {
  return pathname.includes(BLOG_REDIRECT_PATH_FRAGMENT) ? "blog" : "home";
}
