import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

// Admin pages sit outside the public site layout: their own shell, their own JavaScript chunks.
export const adminRoutes: RouteConfigEntry[] = [
  route("svcs/team", "routes/admin/login.tsx"),
  route("svcs/logout", "routes/admin/logout.tsx"),
  route("svcs/admin-dashboard", "routes/admin/dashboard.tsx", [
    index("routes/admin/dashboard-home.tsx"),
    route("posts", "routes/admin/posts.tsx", [
      route("new", "routes/admin/post-editor.tsx", { id: "routes/admin/post-new" }),
      route(":postId/edit", "routes/admin/post-editor.tsx", { id: "routes/admin/post-edit" }),
      
    ]),
    route("users", "routes/admin/users.tsx"),
    route("login-history", "routes/admin/login-history.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("backups", "routes/admin/backups.tsx"),
    route("restore-guide", "routes/admin/restore-guide.tsx"),
  ]),
  route("svcs/admin-dashboard/analytics/export", "routes/admin/analytics-export.ts"),
  route("svcs/admin-dashboard/analytics/realtime", "routes/admin/analytics-realtime.ts"),
  route("svcs/admin-dashboard/backups/download/:filename", "routes/admin/backup-download.ts"),
  route("svcs/admin-dashboard/backups/upload", "routes/admin/backup-upload.ts"),
  route("svcs/admin-dashboard/login-history/version", "routes/admin/login-history-version.ts"),
];
