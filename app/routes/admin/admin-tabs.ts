import type { Permission } from "../../lib/auth/permissions";
import { routingPath } from "../../lib/platform/routing-path";
import { can } from "../../lib/auth/permissions";
import type { UserType } from "../../lib/users/user-types";

/** A page inside a tab: its URL below the tab's, the module (relative to the tab's folder) that serves it. */
export type AdminPage = { path?: string; index?: true; file: string; id?: string; children?: readonly AdminPage[] };

/**
 * One admin screen. Its folder is `app/routes/admin/<id>/` and its URL `/svcs/admin-dashboard/<id>`;
 * everything under that URL (pages, endpoints, actions) needs `permission` besides its own.
 */
export type AdminTab = {
  id: string;
  label: string;
  permission: Permission;
  /** Listed in the tab bar (the Account page is reached from the header instead). */
  nav: boolean;
  /** The tab's page module, inside the dashboard frame. */
  page: string;
  children?: readonly AdminPage[];
  /** Resource routes under the tab's URL, outside the frame: uploads, downloads, polling. */
  endpoints?: readonly AdminPage[];
};

export const ADMIN_DASHBOARD_PATH = "/svcs/admin-dashboard";

/**
 * Every admin tab, in the tab bar's order: this list generates the route table (routes.ts), the
 * navigation and the tab-level permission check of the guard. Blog Posts comes first (the spec's
 * default tab) and every account sees it: a 'user' account reads the list, only blog:manage changes it.
 * Security follows Login History as in the spec.
 */
export const ADMIN_TABS = [
  {
    id: "posts",
    label: "Blog Posts",
    permission: "dashboard:view",
    nav: true,
    page: "route.tsx",
    children: [
      { path: "new", file: "editor/route.tsx", id: "routes/admin/post-new" },
      { path: ":postId/edit", file: "editor/route.tsx", id: "routes/admin/post-edit" },
      { path: ":postId/history", file: "history.tsx" },
    ],
  },
  { id: "leads", label: "Leads", permission: "leads:manage", nav: true, page: "route.tsx", endpoints: [{ path: "export", file: "export.ts" }] },
  { id: "media", label: "Media", permission: "dashboard:view", nav: true, page: "route.tsx", endpoints: [{ path: "upload", file: "upload.ts" }] },
  {
    // Every account reads the site's content; writing it needs content:manage (checked in the actions and the service).
    id: "content",
    label: "Site Content",
    permission: "dashboard:view",
    nav: true,
    page: "layout.tsx",
    children: [
      { index: true, file: "list.tsx" },
      { path: ":documentId/edit", file: "editor/route.tsx" },
      { path: ":documentId/history", file: "history.tsx" },
    ],
    endpoints: [{ path: "figures-confirm", file: "figures-confirm.ts" }],
  },
  { id: "users", label: "Manage Users", permission: "users:manage", nav: true, page: "route.tsx" },
  {
    id: "login-history",
    label: "Login History",
    permission: "loginHistory:view",
    nav: true,
    page: "route.tsx",
    endpoints: [{ path: "version", file: "version.ts" }],
  },
  {
    id: "security",
    label: "Security",
    permission: "security:manage",
    nav: true,
    page: "layout.tsx",
    children: [
      { index: true, file: "overview.tsx" },
      { path: "warnings", file: "warnings.tsx" },
      { path: "vulnerabilities", file: "vulnerabilities.tsx" },
      { path: "monitoring", file: "monitoring.tsx" },
      { path: "audit-log", file: "audit-log.tsx" },
    ],
  },
  {
    id: "analytics",
    label: "Analytics",
    permission: "analytics:view",
    nav: true,
    page: "route.tsx",
    endpoints: [
      { path: "export", file: "export.ts" },
      { path: "realtime", file: "realtime.ts" },
    ],
  },
  {
    id: "backups",
    label: "Backups",
    permission: "backups:manage",
    nav: true,
    page: "route.tsx",
    endpoints: [
      { path: "download/:filename", file: "download.ts" },
      { path: "upload", file: "upload.ts" },
    ],
  },
  { id: "restore-guide", label: "Restore Guide", permission: "backups:manage", nav: true, page: "route.tsx" },
  {
    id: "training",
    label: "Training",
    permission: "training:manage",
    nav: true,
    page: "layout.tsx",
    children: [
      { index: true, file: "sessions.tsx" },
      { path: "sessions/:sessionId", file: "session.tsx" },
      { path: "certificates", file: "certificates.tsx" },
    ],
    endpoints: [
      { path: "sessions/:sessionId/roster", file: "roster.ts" },
      { path: "certificates/:certificateId/pdf", file: "certificate-pdf.ts" },
    ],
  },
  { id: "account", label: "Account", permission: "dashboard:view", nav: false, page: "route.tsx" },
  // Reached from Blog Posts and Media (their "Trash" links), not from the tab bar.
  { id: "trash", label: "Trash", permission: "blog:manage", nav: false, page: "route.tsx" },
  {
    id: "subscribers",
    label: "Subscribers",
    permission: "newsletter:manage",
    nav: true,
    page: "layout.tsx",
    children: [
      { index: true, file: "list.tsx" },
      { path: "send/:postId", file: "send.tsx" },
    ],
    endpoints: [
      { path: "export", file: "export.ts" },
      { path: "import", file: "import.ts" },
    ],
  },
  // Searches that found nothing and the synonyms search uses: staff who manage the site's content.
  { id: "search", label: "Site Search", permission: "content:manage", nav: true, page: "route.tsx" },
  // Who takes consultations and when; the bookings themselves are leads (the Leads tab).
  { id: "consultations", label: "Consultations", permission: "leads:manage", nav: true, page: "route.tsx" },
  // Reviewed changes (four eyes on HSA figures): who submitted, who approved; staff who edit content submit them.
  { id: "signoff", label: "Sign-off Log", permission: "content:manage", nav: true, page: "route.tsx", endpoints: [{ path: "export", file: "export.ts" }] },
] as const satisfies readonly AdminTab[];

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

export function tabPath(tab: { id: string }): string {
  return `${ADMIN_DASHBOARD_PATH}/${tab.id}`;
}

/** The tab a URL path belongs to, or null (the dashboard's own page, sign-in, anything else), read as the router reads it. */
export function tabOfPath(pathname: string): AdminTab | null {
  const path = routingPath(pathname) ?? pathname.toLowerCase();
  return ADMIN_TABS.find((tab) => path === tabPath(tab) || path.startsWith(`${tabPath(tab)}/`)) ?? null;
}

/** The admin home (the dashboard's own page): what needs a person, first in the tab bar. */
export const HOME_TAB = { id: "home", label: "Home", path: ADMIN_DASHBOARD_PATH } as const;

/** The tab bar of a role: Home, then the tabs it may open. */
export function tabsFor(userType: UserType): { id: string; label: string; path: string }[] {
  return [
    HOME_TAB,
    ...ADMIN_TABS.filter((tab) => tab.nav && can(userType, tab.permission)).map((tab) => ({ id: tab.id, label: tab.label, path: tabPath(tab) })),
  ];
}
