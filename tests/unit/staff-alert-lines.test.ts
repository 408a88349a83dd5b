import { describe, expect, it } from "vitest";
import { incidentLineText } from "~/lib/mail/staff-alert-text";
import { EVENT_KINDS } from "~/lib/security/event-kinds";
import { SECURITY_ALERT_TEXT } from "~/lib/security/security-alerts";

describe("a staff alert's incident line", () => {
  it("says the honeypot's phrase once", () => {
    const line = incidentLineText(EVENT_KINDS.honeypot_triggered.label, `${SECURITY_ALERT_TEXT.honeypot} on /contact`);
    expect(line).toBe("Automated form submission detected (honeypot field filled in) on /contact");
    expect(line.match(/Automated form submission detected/g)).toHaveLength(1);
  });

  it("keeps the label before details that do not repeat it", () => {
    expect(incidentLineText("Session cookie tampered", "forged signature")).toBe("Session cookie tampered: forged signature");
    expect(incidentLineText("Session cookie tampered", "")).toBe("Session cookie tampered");
  });
});
