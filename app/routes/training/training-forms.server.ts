import { data } from "react-router";
import { formTokenContext, issueFormToken } from "~/services/leads";
import { DomainError, isDatabaseUnavailable, type RequestContext } from "~/services/platform";
import { TRAINING_MESSAGES } from "~/lib/training/training-messages";

/** Pages with a signed form or a visitor's own data are never stored or shared. */
export const NO_STORE = { "Cache-Control": "no-store" };

export const ownHosts = (request: Request, context: RequestContext) => [...new Set([new URL(context.config.SITE_URL).host, new URL(request.url).host])];

/** A fresh signed form token: when the form was served, its page and what referred to it (the leads' origin capture). */
export function freshToken(request: Request, context: RequestContext, carried?: unknown): string {
  const url = new URL(request.url);
  const served = formTokenContext(context.config.sessionSecret, carried) ?? { page: url.pathname + url.search, referrer: request.headers.get("referer") };
  return issueFormToken(context.config.sessionSecret, { ...served, issuedAt: Date.now() });
}

/** A refusal as the page shows it again: status, message and the fields' messages; anything else is not ours to answer. */
export function refusal<Extra extends object>(error: unknown, extra: Extra) {
  let answer: { status: number; formError: string; fieldErrors: Record<string, string> };
  if (error instanceof DomainError) answer = { status: error.status, formError: error.message, fieldErrors: error.fieldErrors ?? {} };
  else if (isDatabaseUnavailable(error)) answer = { status: 503, formError: TRAINING_MESSAGES.unavailable, fieldErrors: {} };
  else throw error;
  const body: Extra & { formError: string | null; fieldErrors: Record<string, string> } = {
    ...extra,
    formError: answer.formError,
    fieldErrors: answer.fieldErrors,
  };
  return data(body, { status: answer.status, headers: NO_STORE });
}
