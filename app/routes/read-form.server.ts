import { data } from "react-router";
import type { RequestContext } from "~/services/platform";
import { refuseFilledHoneypot } from "./honeypot.server";

/**
 * The submitted form of an action. A body that is not a form (no or another content type, broken
 * multipart) answers 400: only a hand-made request sends one, and it must never become a 500.
 * A form whose honeypot field is filled is refused (400) and recorded as a critical incident before
 * the action sees it. `null` only where the action itself judges the honeypot (sign-in, which
 * answers it like a failed attempt).
 */
export async function readForm(request: Request, context: Pick<RequestContext, "database" | "clientIp" | "log"> | null): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data("The form could not be read. Reload the page and try again.", { status: 400 });
  }
  if (context) await refuseFilledHoneypot(form, request, context);
  return form;
}
