import { ADMIN_PATHS } from "./admin-paths";
import { can, type Permission } from "../auth/permissions";
import type { UserType } from "../users/user-types";

/**
 * Dashboard tabs in their fixed order, listing only features that exist. Security follows Login History
 * as in the spec. Blog Posts comes first (the spec's default tab) and
 * every account sees it: a 'user' account reads the list, only blog:manage changes it.
 */
export const DASHBOARD_TABS: ReadonlyArray<{ id: string; label: string; path: string; permission: Permission }> = [
  { id: "posts", label: "Blog Posts", path: ADMIN_PATHS.blogPosts, permission: "dashboard:view" },
  { id: "media", label: "Media", path: ADMIN_PATHS.media, permission: "dashboard:view" },
  { id: "users", label: "Manage Users", path: ADMIN_PATHS.users, permission: "users:manage" },
  { id: "login-history", label: "Login History", path: ADMIN_PATHS.loginHistory, permission: "loginHistory:view" },
  { id: "security", label: "Security", path: ADMIN_PATHS.security, permission: "security:manage" },
  { id: "analytics", label: "Analytics", path: ADMIN_PATHS.analytics, permission: "analytics:view" },
  { id: "backups", label: "Backups", path: ADMIN_PATHS.backups, permission: "backups:manage" },
  { id: "restore-guide", label: "Restore Guide", path: ADMIN_PATHS.restoreGuide, permission: "backups:manage" },
];

export function tabsFor(userType: UserType) {
  return DASHBOARD_TABS.filter((tab) => can(userType, tab.permission));
}

/** Where /svcs/admin-dashboard leads: the first tab the role may open, or null for the overview. */
export function landingPath(userType: UserType): string | null {
  return tabsFor(userType)[0]?.path ?? null;
}
