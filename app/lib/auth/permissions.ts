import type { UserType } from "../users/user-types";

/** Everything the admin area lets someone do; checked on the server and used to hide UI. */
export const PERMISSIONS = [
  "dashboard:view",
  "users:manage",
  "loginHistory:view",
  "blog:manage",
  /** Reset to Preconfigured replaces everyone's posts: an admin's action. */
  "blog:reset",
  /** Deleting from the trash for good: an admin's action. */
  "trash:purge",
  "analytics:view",
  "analytics:export",
  "backups:manage",
  "media:manage",
  "security:manage",
  "content:manage",
  "leads:manage",
  /** Subscribers and sending posts to them. */
  "newsletter:manage",
  "training:manage",
  /** Approving someone else's change that needs review (HSA figures): the second pair of eyes. */
  "publishing:approve",
  /** Choosing which content types need review before they publish. */
  "publishing:configure",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const TABLE: Record<UserType, readonly Permission[]> = {
  admin: PERMISSIONS,
  moderator: [
    "dashboard:view",
    "blog:manage",
    "media:manage",
    "content:manage",
    "leads:manage",
    "loginHistory:view",
    "analytics:view",
    "analytics:export",
    "newsletter:manage",
    "training:manage",
  ],
  // Read-only: the figures, without exporting data.
  user: ["dashboard:view", "analytics:view"],
};

export function can(userType: UserType, permission: Permission): boolean {
  return TABLE[userType].includes(permission);
}
