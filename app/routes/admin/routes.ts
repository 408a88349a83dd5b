import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

// Admin pages sit outside the public site layout: their own shell, their own JavaScript chunks.
export const adminRoutes: RouteConfigEntry[] = [
  route("svcs/team", "routes/admin/login.tsx"),
  route("svcs/logout", "routes/admin/logout.tsx"),
  route("svcs/admin-dashboard", "routes/admin/dashboard.tsx", [
    index("routes/admin/dashboard-home.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("login-history", "routes/admin/login-history.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
  ]),
  route("svcs/admin-dashboard/analytics/export", "routes/admin/analytics-export.ts"),
  route("svcs/admin-dashboard/analytics/realtime", "routes/admin/analytics-realtime.ts"),
  route("svcs/admin-dashboard/login-history/version", "routes/admin/login-history-version.ts"),
];
