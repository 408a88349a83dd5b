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

export type SecurityAlerts = { violations: string[]; critical: boolean };
