/** Texts and rules of the not-found page and of unknown resource keys. */
import { BLOG_PATH, HOME_PATH, RESOURCES_PATH } from "~/lib/site/public-paths";

export const NOT_FOUND_CODE = "404";
export const NOT_FOUND_HEADING = "Oops! Page not found";
export const NOT_FOUND_HOME_LINK = { label: "Go to Home Now", href: HOME_PATH } as const;
export const NOT_FOUND_BLOG_LINK = { label: "Go to Blog Now", href: BLOG_PATH } as const;

/** The page redirects after this delay. */
export const REDIRECT_DELAY_MS = 2_000;

/** Paths containing this fragment came from old newsletter links and are sent to the blog. */
export const BLOG_REDIRECT_PATH_FRAGMENT = "weekly-hsa-news";

export type NotFoundTarget = "blog" | "home";

export function notFoundTarget(pathname: string): NotFoundTarget {
  return pathname.includes(BLOG_REDIRECT_PATH_FRAGMENT) ? "blog" : "home";
}

export function notFoundRedirectHref(target: NotFoundTarget): string {
  return target === "blog" ? NOT_FOUND_BLOG_LINK.href : NOT_FOUND_HOME_LINK.href;
}

export function notFoundRedirectMessage(target: NotFoundTarget): string {
  return `Redirecting you to the ${target} page in a moment...`;
}

export const RESOURCE_NOT_FOUND_HEADING = "Resource Not Found";
export const RESOURCE_NOT_FOUND_TEXT = "The resource you are looking for does not exist or has been moved.";
export const RESOURCE_NOT_FOUND_LINK = { label: "Back to HSA Resources", href: RESOURCES_PATH } as const;
