/** Every admin URL starts with this. */
export const ADMIN_PATH_PREFIX = "/svcs/";

/** Admin URLs, kept in one place: the admin area lives under /svcs, which robots.txt disallows. */
export const ADMIN_PATHS = {
  login: "/svcs/team",
  twoFactorSignIn: "/svcs/team/two-factor",
  logout: "/svcs/logout",
  dashboard: "/svcs/admin-dashboard",
  account: "/svcs/admin-dashboard/account",
  blogPosts: "/svcs/admin-dashboard/posts",
  newPost: "/svcs/admin-dashboard/posts/new",
  media: "/svcs/admin-dashboard/media",
  mediaUpload: "/svcs/admin-dashboard/media/upload",
  postAutosave: "/svcs/admin-dashboard/posts/autosave",
  users: "/svcs/admin-dashboard/users",
  loginHistory: "/svcs/admin-dashboard/login-history",
  loginHistoryVersion: "/svcs/admin-dashboard/login-history/version",
  backups: "/svcs/admin-dashboard/backups",
  /** Receives an archive to restore as the raw request body (streamed to disk, never a form). */
  backupUpload: "/svcs/admin-dashboard/backups/upload",
  restoreGuide: "/svcs/admin-dashboard/restore-guide",
  analytics: "/svcs/admin-dashboard/analytics",
  security: "/svcs/admin-dashboard/security",
  securityWarnings: "/svcs/admin-dashboard/security/warnings",
  securityVulnerabilities: "/svcs/admin-dashboard/security/vulnerabilities",
  securityMonitoring: "/svcs/admin-dashboard/security/monitoring",
  securityAuditLog: "/svcs/admin-dashboard/security/audit-log",
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

/** The revisions of one post. */
export function postHistoryPath(postId: string): string {
  return `${ADMIN_PATHS.blogPosts}/${postId}/history`;
}

/** One post as the public page will show it, for signed-in staff only (drafts included). */
export function postPreviewPath(postId: string): string {
  return `${ADMIN_PATHS.blogPosts}/${postId}/preview`;
}
