import { z } from "zod";
import { NotPermittedError } from "~/services/auth";
import { saveHostSettings } from "~/services/bookings";
import type { RequestContext } from "~/services/platform";
import { readForm } from "~/routes/read-form.server";
import { failure, formValues, reply } from "../action.server";
import type { AdminUser } from "../guard.server";
import type { ActionResult } from "~/lib/admin/action-result";

export type HostActionResult = ActionResult<{ userId: string; values: Record<string, string> }>;

const SAVED = { title: "Consultation hours saved", description: "The booking page offers the new times at once." };
const FAILED = { title: "Hours not saved", description: "Please correct the fields marked below; everything you typed is kept." };

/** Saves one staff member's consultation settings; the service checks the role again and audits the change. */
export async function handleHostAction(request: Request, context: RequestContext, user: AdminUser) {
  const form = await readForm(request, context);
  const values = formValues(form) as Record<string, string>;
  const userId = z.uuid().safeParse(values.userId);
  if (!userId.success) return reply<HostActionResult>({ intent: "save", ok: false, toast: FAILED }, 404);
  try {
    await saveHostSettings(context.database.db, user.actor, userId.data, values);
    return reply<HostActionResult>({ intent: "save", ok: true, toast: SAVED, userId: userId.data });
  } catch (error) {
    return failure<HostActionResult>(context, error, {
      intent: "save",
      fallback: FAILED,
      extra: { userId: userId.data, values },
      toastFor: (refused) =>
        refused instanceof NotPermittedError ? { title: "Not permitted", description: refused.message } : { title: FAILED.title, description: refused.message },
    });
  }
}
