import { data, redirect, redirectDocument, useRouteError, href } from "react-router";
import { SIGN_IN_HANDLE } from "~/lib/ui/hydration";
import { issueFormToken } from "~/services/security";
import { AdminPageError } from "~/components/admin/admin-page-error";
import { SecondStepPage } from "./second-step-page";
import { adminHeaders } from "~/lib/admin/admin-headers";
import type { Toast } from "~/lib/admin/action-result";
import { LOGIN_TEXT, SIGN_IN_INTENT, type SignInActionResult } from "./login-text";
import { identityFromMatches } from "~/lib/identity/root-data";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import { findChallenge, visitorEventFields, visitorOf } from "~/services/auth";
import { completeSecondStep, type SecondStepResult } from "~/services/two-factor";
import { readForm } from "~/routes/read-form.server";
import { failure, reply } from "~/routes/admin/action.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { clearChallengeCookie, currentAdmin, readChallengeToken, readSessionToken, signedInRedirect } from "~/routes/admin/session-cookie.server";
import type { Route } from "./+types/two-factor";

export const headers = adminHeaders;

/** Sent as HTML with the sign-in form's small script, not hydrated (decision 051). */
export const handle = SIGN_IN_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => {
  const identity = identityFromMatches(matches);
  return [{ title: `Two-factor verification | ${identity?.siteName ?? ""}` }, { name: "robots", content: "noindex, nofollow" }];
};

/** Only a sign-in whose password was right (its challenge cookie still valid) reaches this step. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await currentAdmin(request, context)).status === "valid") throw redirect(href("/svcs/admin-dashboard"));
  const token = await readChallengeToken(context.config, request);
  const challenge = await loadOrUnavailable(context, () => findChallenge(context.database.db, token, new Date()));
  if (!challenge) throw redirectDocument(href("/svcs/team"), { headers: { "Set-Cookie": await clearChallengeCookie(context.config) } });
  const { token: formToken, setCookie } = await issueFormToken(context.config, request);
  return data({ formToken }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

function refused(toast: Toast, status: number, over: boolean, blockedUntil?: string) {
  return { result: { intent: SIGN_IN_INTENT, ok: false, toast, over, blockedUntil } satisfies SignInActionResult, status };
}

function refusalAnswer(result: Exclude<SecondStepResult, { ok: true }>) {
  switch (result.reason) {
    case "expired":
      return refused(TWO_FACTOR_TEXT.challengeExpired, 401, true);
    case "missing":
      return refused(TWO_FACTOR_TEXT.missingCode, 400, false);
    case "invalid": {
      const left = result.attemptsLeft;
      const description = left === null ? TWO_FACTOR_TEXT.invalidCode : `${TWO_FACTOR_TEXT.invalidCode}. ${LOGIN_TEXT.attemptsLeft(left)}`;
      return refused({ title: LOGIN_TEXT.failedTitle, description }, 401, false);
    }
    case "locked": {
      const blockedUntil = result.blockedUntil.toISOString();
      return refused({ title: LOGIN_TEXT.lockedTitle, description: LOGIN_TEXT.lockedDescription(blockedUntil) }, 429, true, blockedUntil);
    }
    case "guessing":
      return refused({ title: LOGIN_TEXT.lockedTitle, description: result.message }, 429, result.over);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  let outcome: SecondStepResult;
  try {
    outcome = await completeSecondStep(context.database.db, context.config.twoFactorKeyMaterial, {
      challengeToken: await readChallengeToken(context.config, request),
      code: String(form.get("code") ?? "").slice(0, 100),
      ...visitorEventFields(visitorOf(request, context)),
      previousToken: await readSessionToken(context.config, request),
      now: new Date(),
    });
  } catch (error) {
    return failure<SignInActionResult>(context, error, { intent: SIGN_IN_INTENT, fallback: LOGIN_TEXT.error, extra: { over: false } });
  }
  if (outcome.ok) {
    context.log.info({ username: outcome.user.username }, "admin signed in with two-factor");
    // After a recovery code, the account page shows how many are left (and offers new ones).
    const to = outcome.recoveryCodesLeft === null ? href("/svcs/admin-dashboard") : href("/svcs/admin-dashboard/account");
    throw await signedInRedirect(context.config, outcome.token, { clearChallenge: true, to });
  }
  const { result, status } = refusalAnswer(outcome);
  return reply(result, status, result.over ? { "Set-Cookie": await clearChallengeCookie(context.config) } : undefined);
}

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SecondStepPage formToken={loaderData.formToken} result={actionData ?? null} />;
}

export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <AdminPageError error={useRouteError()} />
    </main>
  );
}
