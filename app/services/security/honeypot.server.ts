import { HONEYPOT_FIELD } from "~/lib/security/honeypot";
import type { RequestContext } from "~/services/platform";
import { recordSecurityEvent } from "./security-events.server";
import { SECURITY_ALERT_TEXT } from "~/lib/security/security-alerts";

/**
 * True when the hidden honeypot field of a submitted form was filled in (only bots do that);
 * records a critical security event. Callers then refuse the request.
 */
export async function honeypotTripped(
  context: Pick<RequestContext, "database" | "clientIp" | "log">,
  request: Request,
  formData: FormData,
  options: { form: string; username?: string | null; now?: Date },
): Promise<boolean> {
  const value = formData.get(HONEYPOT_FIELD);
  if (typeof value !== "string" || value === "") return false;
  context.log.warn({ form: options.form }, "honeypot field filled in");
  await recordSecurityEvent(
    context.database.db,
    {
      type: "honeypot_triggered",
      severity: "critical",
      details: `${SECURITY_ALERT_TEXT.honeypot} on the ${options.form} form`,
      usernameKey: options.username ? options.username.trim().toLowerCase() : null,
      ipAddress: context.clientIp,
      userAgent: request.headers.get("user-agent"),
    },
    options.now ?? new Date(),
  );
  return true;
}
