/** Every admin URL starts with this. */
export const ADMIN_PATH_PREFIX = "/svcs/";

/** Admin URLs, kept in one place: the admin area lives under /svcs, which robots.txt disallows. */
export const ADMIN_PATHS = {
  login: "/svcs/team",
  logout: "/svcs/logout",
  dashboard: "/svcs/admin-dashboard",
  blogPosts: "/svcs/admin-dashboard/posts",
  newPost: "/svcs/admin-dashboard/posts/new",
  users: "/svcs/admin-dashboard/users",
  loginHistory: "/svcs/admin-dashboard/login-history",
  loginHistoryVersion: "/svcs/admin-dashboard/login-history/version",
  backups: "/svcs/admin-dashboard/backups",
  /** Receives an archive to restore as the raw request body (streamed to disk, never a form). */
  backupUpload: "/svcs/admin-dashboard/backups/upload",
  restoreGuide: "/svcs/admin-dashboard/restore-guide",
  analytics: "/svcs/admin-dashboard/analytics",
  analyticsExport: "/svcs/admin-dashboard/analytics/export",
  analyticsRealtime: "/svcs/admin-dashboard/analytics/realtime",
} as const;

/** The authenticated download of one backup archive (never a public URL). */
export function backupDownloadPath(filename: string): string {
  return `${ADMIN_PATHS.backups}/download/${encodeURIComponent(filename)}`;
}

/** The edit form of one post. */
export function postEditPath(postId: string): string {
  return `${ADMIN_PATHS.blogPosts}/${postId}/edit`;
}
