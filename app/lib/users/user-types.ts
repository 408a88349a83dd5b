/** User types of admin accounts, most privileged first. Plain data so browser code can use it. */
export const USER_TYPES = ["admin", "moderator", "user"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SECURITY_SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type SecuritySeverity = (typeof SECURITY_SEVERITIES)[number];
