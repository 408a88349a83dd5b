import { PUBLIC_STATIC_PATHS } from "~/lib/site/public-paths";
import { ADMIN_PATHS } from "~/lib/admin/admin-paths";
import { postPath } from "~/lib/site/public-paths";
import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { slugify } from "~/lib/blog/slug";

/** Every public page a visitor can reach (one post page stands for all), and the not-found page. */
export const PUBLIC_PAGES: readonly string[] = [...PUBLIC_STATIC_PATHS, postPath(slugify(DEFAULT_POSTS[0]!.title)), "/resources/unknown", "/no-such-page"];

/** The admin pages: the login form (signed out), the dashboard's tabs and the account page (signed in). */
export const ADMIN_LOGIN_PAGE = ADMIN_PATHS.login;
export const ADMIN_PAGES: readonly string[] = [
  ADMIN_PATHS.users,
  ADMIN_PATHS.loginHistory,
  ADMIN_PATHS.security,
  ADMIN_PATHS.securityWarnings,
  ADMIN_PATHS.securityAuditLog,
  ADMIN_PATHS.media,
  ADMIN_PATHS.account,
];
