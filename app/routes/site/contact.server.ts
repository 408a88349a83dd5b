import { data, redirect, href } from "react-router";
import { visitorOf } from "~/services/auth";
import { LEAD_REFUSALS } from "~/lib/leads/lead-messages";
import { LEAD_FIELDS, type LeadFormValues, typedValues } from "~/lib/leads/lead-rules";
import { LEAD_TOPICS } from "~/lib/leads/lead-options";
import { formTokenContext, issueFormToken, submitLead } from "~/services/leads";
import { DomainError, isDatabaseUnavailable, type RequestContext } from "~/services/platform";
import { formValues } from "~/routes/admin/action.server";
import { currentAdmin } from "~/routes/admin/session-cookie.server";
import { readForm } from "~/routes/read-form.server";

/** The form is signed for each visitor (its token), so the page is never cached or shared. */
export const NO_STORE = { "Cache-Control": "no-store" };

export type ConsultationFormState = {
  formToken: string;
  values: LeadFormValues;
  fieldErrors: Record<string, string>;
  formError: string | null;
};

function ownHosts(request: Request, context: RequestContext): string[] {
  return [...new Set([new URL(context.config.SITE_URL).host, new URL(request.url).host])];
}

/** A fresh form: its token records when it was served, this page's address and what referred to it. */
export function freshForm(request: Request, context: RequestContext, carried?: { page: string | null; referrer: string | null }): ConsultationFormState {
  const url = new URL(request.url);
  const topic = url.searchParams.get("topic");
  const served = carried ?? { page: url.pathname + url.search, referrer: request.headers.get("referer") };
  return {
    formToken: issueFormToken(context.config.sessionSecret, { issuedAt: Date.now(), ...served }),
    values: LEAD_TOPICS.some((entry) => entry.value === topic) ? { topic: topic! } : {},
    fieldErrors: {},
    formError: null,
  };
}

/** Who sent a consultation request or booking: the address, the browser, whether staff are signed in, this site's hosts. */
export async function leadRequester(request: Request, context: RequestContext) {
  const signedInStaff = request.headers.has("cookie") && (await currentAdmin(request, context, { touch: false })).status === "valid";
  return { ip: context.clientIp, userAgent: request.headers.get("user-agent"), signedInStaff, ownHosts: ownHosts(request, context) };
}

/**
 * A consultation request posted from /contact (with or without JavaScript): a stored lead is
 * answered with a redirect to the thank-you page; a refusal shows the form again with the
 * messages at the fields, everything typed, and a new token (the page it was first served on is kept).
 */
export async function handleConsultationRequest(request: Request, context: RequestContext) {
  const form = await readForm(request, context);
  const values = formValues(form);
  const signedInStaff = request.headers.has("cookie") && (await currentAdmin(request, context, { touch: false })).status === "valid";
  try {
    await submitLead(context, values, {
      ...visitorOf(request, context),
      signedInStaff,
      ownHosts: ownHosts(request, context),
    });
  } catch (error) {
    const carried = formTokenContext(context.config.sessionSecret, values[LEAD_FIELDS.formToken]) ?? undefined;
    const again = (status: number, formError: string, fieldErrors: Record<string, string> = {}) =>
      data({ ...freshForm(request, context, carried), values: typedValues(values), fieldErrors, formError }, { status, headers: NO_STORE });
    if (error instanceof DomainError) return again(error.status, error.message, error.fieldErrors);
    if (isDatabaseUnavailable(error)) return again(503, LEAD_REFUSALS.unavailable);
    throw error;
  }
  throw redirect(href("/contact/thank-you"), { status: 303, headers: NO_STORE });
}
