import { data } from "react-router";
import { visitorEventFields, visitorOf } from "~/services/auth";
import { HONEYPOT_FIELD, HONEYPOT_REFUSED } from "~/lib/security/honeypot";
import type { RequestContext } from "~/services/platform";
import { recordHoneypotHit } from "~/services/security";

/**
 * The one check of the hidden `website_url` field every form carries (components/forms/honeypot):
 * a filled one is a bot's. It is recorded as a critical incident (the first from an address in an
 * hour; later ones are only counted) and refused with a 400 before the form does anything.
 */
export async function refuseFilledHoneypot(form: FormData, request: Request, context: Pick<RequestContext, "database" | "clientIp" | "log">): Promise<void> {
  const value = form.get(HONEYPOT_FIELD);
  if (typeof value !== "string" || value === "") return;
  const path = new URL(request.url).pathname;
  const recorded = await recordHoneypotHit(context.database.db, {
    where: path,
    at: new Date(),
    ...visitorEventFields(visitorOf(request, context)),
  });
  if (recorded) context.log.warn({ path }, "honeypot field filled in");
  throw data(HONEYPOT_REFUSED, { status: 400 });
}
