/** Texts of the Security Alert banner, shared by the server that detects and the banner. */
export const SECURITY_ALERT_TEXT = {
  title: "Security Alert",
  intro: "The following security issues were detected for your account:",
  critical: "Critical risk level detected. Review recent activity and change your password if you did not make these attempts.",
  sessionExpired: "Session has expired",
  weakToken: "Invalid or weak session token detected",
  maxDuration: "Session has exceeded maximum allowed duration",
  rapid: (attempts: number) => `Excessive login attempts detected: ${attempts} attempts within 1 minute`,
  failed: (failures: number) => `Excessive failed login attempts detected: ${failures} failed attempts within 30 minutes`,
  honeypot: "Automated form submission detected (honeypot field filled in)",
  escalated: (incidents: number) => `Critical risk: ${incidents} critical security incidents within 5 minutes`,
} as const;

/** What the banner tells one account: about itself (`violations`, `critical`), and, to those who watch security, about the site (`siteWide`). */
export type SecurityAlerts = { violations: string[]; critical: boolean; siteWide: string[] };

/** The banner's site-wide part and its acknowledgement: incidents elsewhere ask nothing of this account. */
export const SITE_ALERT_TEXT = {
  title: "Security incidents on the site",
  intro:
    "These concern other accounts or the site as a whole, not your own account: there is nothing to change on it. Review what happened in Security, Audit Log.",
  link: "Open the audit log",
  acknowledge: "Acknowledge",
  acknowledgeHint: "Hides these alerts until something new is detected.",
  acknowledged: { title: "Alerts acknowledged", description: "The banner shows only what is detected from now on." },
  acknowledgeFailed: { title: "Not acknowledged", description: "The alerts could not be marked as seen. Please try again." },
} as const;
