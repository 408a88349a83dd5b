import { data, redirect, useRouteError, href } from "react-router";
import { LoginPage } from "./login-page";
import { adminHeaders } from "~/lib/admin/admin-headers";
import type { Toast } from "~/lib/admin/action-result";
import { LOGIN_TEXT, SIGN_IN_INTENT, type SignInActionResult } from "./login-text";
import { HONEYPOT_FIELD, HONEYPOT_REFUSED } from "~/lib/security/honeypot";
import { identityFromMatches } from "~/lib/identity/root-data";
import { signIn, type SignInRefusal, type SignInResult, visitorEventFields, visitorOf } from "~/services/auth";
import { AdminPageError } from "~/components/admin/admin-page-error";
import { failure, reply } from "~/routes/admin/action.server";
import { currentAdmin, readSessionToken, secondStepRedirect, signedInRedirect, takeLoginNotice } from "~/routes/admin/session-cookie.server";
import type { Route } from "./+types/login";
import { readForm } from "~/routes/read-form.server";
import { mailConfigured } from "~/services/mail";
import { refuseBlockedCountry } from "~/routes/admin/geo-block.server";
import { issueFormToken } from "~/services/security";
import { SIGN_IN_HANDLE } from "~/lib/ui/hydration";

export const headers = adminHeaders;

/** Sent as HTML with the sign-in form's small script, not hydrated (decision 051). */
export const handle = SIGN_IN_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => {
  const identity = identityFromMatches(matches);
  return [{ title: `Admin Sign In | ${identity?.siteName ?? ""}` }, { name: "robots", content: "noindex, nofollow" }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  refuseBlockedCountry(context);
  const lookup = await currentAdmin(request, context);
  if (lookup.status === "valid") throw redirect(href("/svcs/admin-dashboard"));
  const { notice, headers } = await takeLoginNotice(context.config, request, lookup);
  const { token, setCookie } = await issueFormToken(context.config, request);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return data({ notice, formToken: token, resetByMail: mailConfigured(context.config) }, { headers });
}

type Refusal = { result: SignInActionResult; status: number; headers?: HeadersInit };

function refused(toast: Toast, username: string, status: number, extra: Partial<SignInActionResult> = {}): Refusal {
  return { result: { intent: SIGN_IN_INTENT, ok: false, toast, username, ...extra }, status };
}

/** What the form shows for a refused sign-in, and the status it comes with. */
function refusalAnswer(refusal: SignInRefusal): Refusal {
  switch (refusal.refusal) {
    case "honeypot":
      return refused({ title: LOGIN_TEXT.failedTitle, description: HONEYPOT_REFUSED }, "", 400);
    case "missing":
      return refused(LOGIN_TEXT.missing, refusal.username, 400);
    case "invalid-username":
      return refused(LOGIN_TEXT.invalidInput, refusal.username, 400, { fieldErrors: { username: refusal.message } });
    case "invalid-credentials": {
      const left = refusal.attemptsLeft;
      const description = left === null ? LOGIN_TEXT.invalidCredentials : `${LOGIN_TEXT.invalidCredentials}. ${LOGIN_TEXT.attemptsLeft(left)}`;
      return refused({ title: LOGIN_TEXT.failedTitle, description }, refusal.username, 401);
    }
    case "locked": {
      const blockedUntil = refusal.blockedUntil.toISOString();
      return refused({ title: LOGIN_TEXT.lockedTitle, description: LOGIN_TEXT.lockedDescription(blockedUntil) }, refusal.username, 429, { blockedUntil });
    }
    case "invalid-input":
      return refused({ title: LOGIN_TEXT.invalidInput.title, description: refusal.message }, refusal.username, 400);
    case "rate-limited": {
      const toast = { title: LOGIN_TEXT.rateLimitedTitle, description: LOGIN_TEXT.rateLimitedDescription(refusal.retryAfterSeconds) };
      return { ...refused(toast, refusal.username, 429), headers: { "Retry-After": String(refusal.retryAfterSeconds) } };
    }
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseBlockedCountry(context);
  const form = await readForm(request, null);
  let outcome: SignInResult;
  try {
    outcome = await signIn(context.database.db, {
      username: String(form.get("username") ?? ""),
      password: String(form.get("password") ?? ""),
      honeypot: String(form.get(HONEYPOT_FIELD) ?? ""),
      ...visitorEventFields(visitorOf(request, context)),
      previousToken: await readSessionToken(context.config, request),
      now: new Date(),
    });
  } catch (error) {
    return failure<SignInActionResult>(context, error, { intent: SIGN_IN_INTENT, fallback: LOGIN_TEXT.error, extra: { username: "" } });
  }
  if (outcome.ok && outcome.next === "two-factor") throw await secondStepRedirect(context.config, outcome.challengeToken);
  if (outcome.ok) {
    context.log.info({ username: outcome.user.username }, "admin signed in");
    throw await signedInRedirect(context.config, outcome.token);
  }
  if (outcome.refusal === "honeypot") context.log.warn({ form: "login" }, "honeypot field filled in");
  const { result, status, headers } = refusalAnswer(outcome);
  return reply(result, status, headers);
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage notice={loaderData.notice} formToken={loaderData.formToken} result={actionData ?? null} resetByMail={loaderData.resetByMail} />;
}

/** The login page's loader reads the session: during a database outage it says so instead of failing. */
export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <AdminPageError error={useRouteError()} />
    </main>
  );
}
