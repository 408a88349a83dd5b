import { href } from "react-router";
import type { ActionResult } from "~/lib/admin/action-result";

/** The Security tab's sub-tabs, in the spec's order; each is its own page. */
export const SECURITY_SUBTABS = [
  { id: "overview", label: "Overview", path: href("/svcs/admin-dashboard/security") },
  { id: "warnings", label: "Warnings", path: href("/svcs/admin-dashboard/security/warnings") },
  { id: "vulnerabilities", label: "Vulnerabilities", path: href("/svcs/admin-dashboard/security/vulnerabilities") },
  { id: "monitoring", label: "Monitoring", path: href("/svcs/admin-dashboard/security/monitoring") },
  { id: "audit-log", label: "Audit Log", path: href("/svcs/admin-dashboard/security/audit-log") },
] as const;

export const SECURITY_INTENTS = ["fix", "refresh", "lift", "lift-guessing"] as const;
export type SecurityIntent = (typeof SECURITY_INTENTS)[number];

/** The spec's toasts of the Security tab. */
export const SECURITY_TOASTS = {
  fixApplied: (summary: string) => ({ title: "Security fix applied", description: summary }),
  manual: {
    title: "Manual fix required",
    description: "This one needs a change on the server: follow the steps shown, and copy the command where one is given.",
  },
  fixFailed: { title: "Fix failed", description: "The fix could not be applied. Nothing was changed; see the server log." },
  alreadyPassing: { title: "Security fix applied", description: "This check passes already." },
  sqlCopied: { title: "SQL copied", description: "The command is on your clipboard." },
  copyFailed: { title: "Copy failed", description: "Select the command and copy it by hand." },
  refreshed: { title: "Warnings refreshed", description: "Every check ran again." },
  refreshFailed: { title: "Refresh failed", description: "The checks could not run. Please try again in a moment." },
  unknown: { title: "Request not accepted", description: "Reload the page and try again." },
} as const;

/** A manual fix answers the command to copy, when there is one. */
export type SecurityActionResult = ActionResult<{ command: string | null }>;
