import { CONTACT_THANKS_PATH, PUBLIC_STATIC_PATHS } from "~/lib/site/public-paths";
import { postPath } from "~/lib/site/public-paths";
import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { slugify } from "~/lib/core/slug";

/** Every public page a visitor can reach (one post page stands for all), and the not-found page. */
export const PUBLIC_PAGES: readonly string[] = [
  ...PUBLIC_STATIC_PATHS,
  CONTACT_THANKS_PATH,
  postPath(slugify(DEFAULT_POSTS[0]!.title)),
  "/resources/unknown",
  "/no-such-page",
];

/** The admin pages: the login form (signed out), the dashboard's tabs and the account page (signed in). */
export const ADMIN_LOGIN_PAGE = "/svcs/team";
export const ADMIN_PAGES: readonly string[] = [
  "/svcs/admin-dashboard/users",
  "/svcs/admin-dashboard/login-history",
  "/svcs/admin-dashboard/security",
  "/svcs/admin-dashboard/security/warnings",
  "/svcs/admin-dashboard/security/audit-log",
  "/svcs/admin-dashboard/media",
  "/svcs/admin-dashboard/content",
  "/svcs/admin-dashboard/content/hsa-figures/edit",
  "/svcs/admin-dashboard/content/hsa-figures/history",
  "/svcs/admin-dashboard/leads",
  "/svcs/admin-dashboard/account",
  "/svcs/admin-dashboard/trash",
];
