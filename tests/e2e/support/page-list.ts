import { BOOKED_PATH, BOOKING_PATH, CONTACT_THANKS_PATH, MANAGE_BOOKING_PATH, PUBLIC_STATIC_PATHS } from "~/lib/site/public-paths";
import { postPath } from "~/lib/site/public-paths";
import { DEFAULT_POSTS } from "~/content/blog/default-posts";
import { CONTENT_TYPES } from "~/content/registry";
import { slugify } from "~/lib/core/slug";
import { documentId } from "~/lib/site-content/content-type";
import { ADMIN_DASHBOARD_PATH, ADMIN_TABS, type AdminPage, tabPath } from "~/routes/admin/admin-tabs";

/** Every public page a visitor can reach (one post page stands for all), and the not-found page. */
export const PUBLIC_PAGES: readonly string[] = [
  ...PUBLIC_STATIC_PATHS,
  CONTACT_THANKS_PATH,
  postPath(slugify(DEFAULT_POSTS[0]!.title)),
  "/resources/unknown",
  "/no-such-page",
  "/subscribe",
  "/subscribe/confirm",
  "/search",
  "/search?q=2026+family+limit",
  BOOKING_PATH,
  BOOKED_PATH,
  MANAGE_BOOKING_PATH,
  "/verify",
];

/** The admin login form (signed out); the signed-in pages are `everyAdminPage`'s, read from the tab declarations. */
export const ADMIN_LOGIN_PAGE = "/svcs/team";

/** Every site-content document's id, as the Site Content tab's `:documentId`. */
export const CONTENT_DOCUMENT_IDS: readonly string[] = CONTENT_TYPES.flatMap((type) => type.documents.map((document) => documentId(type, document.key)));

function pagePaths(base: string, page: AdminPage, values: Readonly<Record<string, readonly string[]>>): string[] {
  const here = page.index ? base : page.path ? `${base}/${page.path}` : base;
  const own = fill(here, values);
  return [...own, ...(page.children ?? []).flatMap((child) => pagePaths(here, child, values))];
}

/** `path` once per value of each `:param` in it (a param without values drops the path: the test would not reach it). */
function fill(path: string, values: Readonly<Record<string, readonly string[]>>): string[] {
  const param = /:([A-Za-z]+)/.exec(path)?.[1];
  if (!param) return [path];
  return (values[param] ?? []).flatMap((value) => fill(path.replace(`:${param}`, encodeURI(value)), values));
}

/**
 * Every page of the dashboard, read from the tab declarations (admin-tabs.ts), so a new tab or page
 * is covered without editing this list: the dashboard's home, each tab's page and each of its
 * child pages, with every `:param` filled from `values` (a post id, each site-content document).
 */
export function everyAdminPage(values: Readonly<Record<string, readonly string[]>>): string[] {
  const pages = ADMIN_TABS.flatMap((tab) => pagePaths(tabPath(tab), { path: "", file: tab.page, children: "children" in tab ? tab.children : [] }, values));
  return [...new Set([ADMIN_DASHBOARD_PATH, ...pages])];
}
