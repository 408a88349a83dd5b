import { z } from "zod";
import { NotPermittedError } from "~/services/auth";
import { deleteLead, updateLead } from "~/services/leads";
import type { RequestContext } from "~/services/platform";
import { readForm } from "~/routes/read-form.server";
import { failure, formValues, reply } from "../action.server";
import type { AdminUser } from "../guard.server";
import { LEAD_INTENTS, LEAD_TOASTS, type LeadActionResult, type LeadIntent } from "./leads-admin-text";
import { cancelBooking, setBookingStatus } from "~/services/bookings";

const leadId = z.uuid();

/** A booking's confirm, no-show or cancel from its lead's card; the service checks the role and audits. */
async function handleBookingAction(context: RequestContext, user: AdminUser, intent: LeadIntent, form: FormData) {
  const id = leadId.safeParse(form.get("bookingId"));
  if (!id.success) return reply<LeadActionResult>({ intent, ok: false, toast: LEAD_TOASTS.bookingFailed }, 404);
  try {
    if (intent === "booking-cancel") await cancelBooking(context, id.data, { kind: "staff", actor: user.actor });
    else await setBookingStatus(context, user.actor, id.data, intent === "booking-confirm" ? "confirmed" : "no_show");
    return reply<LeadActionResult>({ intent, ok: true, toast: LEAD_TOASTS.bookingChanged });
  } catch (error) {
    return failure<LeadActionResult>(context, error, {
      intent,
      fallback: LEAD_TOASTS.unexpected,
      toastFor: (refused) =>
        refused instanceof NotPermittedError ? LEAD_TOASTS.notPermitted : { title: LEAD_TOASTS.bookingFailed.title, description: refused.message },
    });
  }
}

/** The Leads tab's form posts; the service checks the role again and records the audit event. */
export async function handleLeadAction(request: Request, context: RequestContext, user: AdminUser) {
  const form = await readForm(request, context);
  const intent = LEAD_INTENTS.find((name) => name === form.get("intent"));
  if (!intent) return reply<LeadActionResult>({ intent: "unknown", ok: false, toast: LEAD_TOASTS.unexpected });
  if (intent.startsWith("booking-")) return handleBookingAction(context, user, intent, form);
  const id = leadId.safeParse(form.get("leadId"));
  if (!id.success) return reply<LeadActionResult>({ intent, ok: false, toast: intent === "update" ? LEAD_TOASTS.updateFailed : LEAD_TOASTS.deleteFailed }, 404);
  try {
    if (intent === "update") {
      await updateLead(context.database.db, user.actor, id.data, formValues(form));
      return reply<LeadActionResult>({ intent, ok: true, leadId: id.data, toast: LEAD_TOASTS.updated });
    }
    await deleteLead(context.database.db, user.actor, id.data);
    return reply<LeadActionResult>({ intent, ok: true, leadId: id.data, toast: LEAD_TOASTS.deleted });
  } catch (error) {
    return failure<LeadActionResult>(context, error, {
      intent,
      fallback: LEAD_TOASTS.unexpected,
      extra: { leadId: id.data },
      toastFor: (refused) => {
        if (refused instanceof NotPermittedError) return LEAD_TOASTS.notPermitted;
        return { title: intent === "update" ? LEAD_TOASTS.updateFailed.title : LEAD_TOASTS.deleteFailed.title, description: refused.message };
      },
    });
  }
}
