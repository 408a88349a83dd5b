/** Every admin URL starts with this. */
export const ADMIN_PATH_PREFIX = "/svcs/";

/** Admin URLs, one place (spec section 2). */
export const ADMIN_PATHS = {
  login: "/svcs/team",
  logout: "/svcs/logout",
  dashboard: "/svcs/admin-dashboard",
  users: "/svcs/admin-dashboard/users",
  loginHistory: "/svcs/admin-dashboard/login-history",
  loginHistoryVersion: "/svcs/admin-dashboard/login-history/version",
} as const;
