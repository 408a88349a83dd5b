import { postKeyFromPath } from "./post-path";
import type { PagePath } from "./public-paths";

/** The blog list's two addresses; both show the same list. Literals: the enhancement script runs this. */
const BLOG_LIST_PATHS = ["/newsletter", "/blog"] as const satisfies readonly PagePath[];

/** Which blog page a path leads to, for the 'Loading post(s)...' status: a post, the list, or neither. */
export function blogPageKind(pathname: string): "post" | "list" | null {
  if (postKeyFromPath(pathname) !== null) return "post";
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return (BLOG_LIST_PATHS as readonly string[]).includes(trimmed) ? "list" : null;
}
