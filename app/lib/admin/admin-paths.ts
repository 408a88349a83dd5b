/** Every admin URL starts with this. */
export const ADMIN_PATH_PREFIX = "/svcs/";

/** Admin URLs, kept in one place: the admin area lives under /svcs, which robots.txt disallows. */
export const ADMIN_PATHS = {
  login: "/svcs/team",
  logout: "/svcs/logout",
  dashboard: "/svcs/admin-dashboard",
  users: "/svcs/admin-dashboard/users",
  loginHistory: "/svcs/admin-dashboard/login-history",
  loginHistoryVersion: "/svcs/admin-dashboard/login-history/version",
  analytics: "/svcs/admin-dashboard/analytics",
  analyticsExport: "/svcs/admin-dashboard/analytics/export",
  analyticsRealtime: "/svcs/admin-dashboard/analytics/realtime",
} as const;
