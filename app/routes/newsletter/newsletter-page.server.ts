import { newsletterContent } from "~/content/newsletter";
import { issueFormToken } from "~/services/leads";
import { isDatabaseUnavailable, type RequestContext } from "~/services/platform";
import { pageContent } from "../site/page-content.server";

/** The sign-up, confirmation and unsubscribe pages depend on the visitor (a token): never cached or shared. */
export const NO_STORE = { "Cache-Control": "no-store" };

export function newsletterPageTexts(request: Request, context: RequestContext) {
  return pageContent(request, context, newsletterContent);
}

/** The message of a refused request, or null for a fault the error page handles. */
export function unavailableMessage(error: unknown): string | null {
  return isDatabaseUnavailable(error) ? "This page cannot reach its data just now. Please try again in a few minutes." : null;
}

/** A signed form token for the sign-up page's form: when it was served, where, and what referred to it. */
export function freshToken(request: Request, context: RequestContext): string {
  return issueFormToken(context.config.sessionSecret, { issuedAt: Date.now(), page: new URL(request.url).pathname, referrer: request.headers.get("referer") });
}
