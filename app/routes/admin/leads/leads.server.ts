import { z } from "zod";
import { NotPermittedError } from "~/services/auth";
import { deleteLead, updateLead } from "~/services/leads";
import type { RequestContext } from "~/services/platform";
import { readForm } from "~/routes/read-form.server";
import { failure, formValues, reply } from "../action.server";
import type { AdminUser } from "../guard.server";
import { LEAD_INTENTS, LEAD_TOASTS, type LeadActionResult } from "./leads-admin-text";

const leadId = z.uuid();

/** The Leads tab's form posts; the service checks the role again and records the audit event. */
export async function handleLeadAction(request: Request, context: RequestContext, user: AdminUser) {
  const form = await readForm(request, context);
  const intent = LEAD_INTENTS.find((name) => name === form.get("intent"));
  if (!intent) return reply<LeadActionResult>({ intent: "unknown", ok: false, toast: LEAD_TOASTS.unexpected });
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
