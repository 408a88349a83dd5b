import type { ActionResult } from "~/lib/admin/action-result";

/** What the account page's forms ask for. */
export const ACCOUNT_INTENTS = ["start", "cancel", "confirm", "regenerate", "disable", "end-session", "end-others", "change-password"] as const;
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
