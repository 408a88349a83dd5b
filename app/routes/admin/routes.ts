import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

// Admin pages sit outside the public site layout: their own shell, their own JavaScript chunks.
export const adminRoutes: RouteConfigEntry[] = [
  route("svcs/team", "routes/admin/login.tsx"),
  route("svcs/team/two-factor", "routes/admin/two-factor-sign-in.tsx"),
  route("svcs/logout", "routes/admin/logout.tsx"),
  route("svcs/admin-dashboard", "routes/admin/dashboard.tsx", [
    index("routes/admin/dashboard-home.tsx"),
    route("posts", "routes/admin/posts.tsx", [
      route("new", "routes/admin/post-editor.tsx", { id: "routes/admin/post-new" }),
      route(":postId/edit", "routes/admin/post-editor.tsx", { id: "routes/admin/post-edit" }),
      route(":postId/history", "routes/admin/post-history.tsx"),
    ]),
    route("media", "routes/admin/media.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("login-history", "routes/admin/login-history.tsx"),
    route("security", "routes/admin/security.tsx", [
      index("routes/admin/security-overview.tsx"),
      route("warnings", "routes/admin/security-warnings.tsx"),
      route("vulnerabilities", "routes/admin/security-vulnerabilities.tsx"),
      route("monitoring", "routes/admin/security-monitoring.tsx"),
      route("audit-log", "routes/admin/security-audit-log.tsx"),
    ]),
    route("analytics", "routes/admin/analytics.tsx"),
    route("backups", "routes/admin/backups.tsx"),
    route("restore-guide", "routes/admin/restore-guide.tsx"),
    route("account", "routes/admin/account.tsx"),
  ]),
  route("svcs/admin-dashboard/media/upload", "routes/admin/media-upload.ts"),
  route("svcs/admin-dashboard/posts/autosave", "routes/admin/post-autosave.ts"),
  route("svcs/admin-dashboard/analytics/export", "routes/admin/analytics-export.ts"),
  route("svcs/admin-dashboard/analytics/realtime", "routes/admin/analytics-realtime.ts"),
  route("svcs/admin-dashboard/backups/download/:filename", "routes/admin/backup-download.ts"),
  route("svcs/admin-dashboard/backups/upload", "routes/admin/backup-upload.ts"),
  route("svcs/admin-dashboard/login-history/version", "routes/admin/login-history-version.ts"),
];
