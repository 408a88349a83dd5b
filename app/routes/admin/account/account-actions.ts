import type { ActionResult } from "~/lib/admin/action-result";

/** What the account page's forms ask for. */
export const ACCOUNT_INTENTS = ["start", "cancel", "confirm", "regenerate", "disable", "end-session", "end-others", "alert-mail", "change-password"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export type AccountActionResult = ActionResult<{
  /** New recovery codes: in this one answer only, never again. */
  codes: string[];
}>;

/** One session as the account page lists it. */
export type SessionRow = {
  id: string;
  device: string;
  ipAddress: string | null;
  country: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

/** The alert mail setting as the account page shows it (admins only). */
export type AlertMailView = { enabled: boolean; email: string | null; mailConfigured: boolean };

export const ALERT_MAIL_TEXT = {
  title: "Alert mail",
  description:
    "Failed backups, failed scheduled publishing and critical security incidents, mailed to you as they happen (at most one mail per kind a minute).",
  on: { title: "Alert mail turned on", description: "You will be mailed when something needs an administrator." },
  off: { title: "Alert mail turned off", description: "Alerts still show in the admin area." },
  noEmail: "Your account has no email address: ask another administrator to add one on the Manage Users tab.",
  mailOff: "This site cannot send mail yet (SMTP_URL is not set): no alert is mailed to anyone.",
} as const;
