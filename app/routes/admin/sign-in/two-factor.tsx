import { data, redirect, useRouteError, href } from "react-router";
import { AdminPageError } from "~/components/admin/admin-page-error";
import { SecondStepPage, type SecondStepAnswer } from "./second-step-page";
import { adminHeaders } from "~/lib/admin/admin-headers";
import { LOGIN_TEXT } from "./login-text";
import { identityFromMatches } from "~/lib/identity/root-data";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import { findChallenge } from "~/services/auth/index";
import { completeSecondStep, type SecondStepResult } from "~/services/two-factor/index";
import { readForm } from "~/routes/read-form.server";
import { outageAsResponse } from "~/routes/admin/database-unavailable.server";
import { clearChallengeCookie, currentAdmin, readChallengeToken, readSessionToken, signedInRedirect } from "~/routes/admin/session-cookie.server";
import type { Route } from "./+types/two-factor";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const identity = identityFromMatches(matches);
  return [{ title: `Two-factor verification | ${identity?.siteName ?? ""}` }, { name: "robots", content: "noindex, nofollow" }];
};

/** Only a sign-in whose password was right (its challenge cookie still valid) reaches this step. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await currentAdmin(request, context)).status === "valid") throw redirect(href("/svcs/admin-dashboard"));
  const token = await readChallengeToken(context.config, request);
  const challenge = await outageAsResponse(() => findChallenge(context.database.db, token, new Date()));
  if (!challenge) throw redirect(href("/svcs/team"), { headers: { "Set-Cookie": await clearChallengeCookie(context.config) } });
  return null;
}

function refusalAnswer(result: Exclude<SecondStepResult, { ok: true }>): { answer: SecondStepAnswer; status: number } {
  switch (result.reason) {
    case "expired":
      return { answer: { ...TWO_FACTOR_TEXT.challengeExpired, over: true }, status: 401 };
    case "missing":
      return { answer: { ...TWO_FACTOR_TEXT.missingCode, over: false }, status: 400 };
    case "invalid": {
      const left = result.attemptsLeft;
      const description = left === null ? TWO_FACTOR_TEXT.invalidCode : `${TWO_FACTOR_TEXT.invalidCode}. ${LOGIN_TEXT.attemptsLeft(left)}`;
      return { answer: { title: LOGIN_TEXT.failedTitle, description, over: false }, status: 401 };
    }
    case "locked": {
      const blockedUntil = result.blockedUntil.toISOString();
      return { answer: { title: LOGIN_TEXT.lockedTitle, description: LOGIN_TEXT.lockedDescription(blockedUntil), blockedUntil, over: true }, status: 429 };
    }
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const result = await outageAsResponse(async () =>
    completeSecondStep(context.database.db, context.config.twoFactorKeyMaterial, {
      challengeToken: await readChallengeToken(context.config, request),
      code: String(form.get("code") ?? "").slice(0, 100),
      ipAddress: context.clientIp,
      userAgent: request.headers.get("user-agent"),
      previousToken: await readSessionToken(context.config, request),
      now: new Date(),
    }),
  );
  if (result.ok) {
    context.log.info({ username: result.user.username }, "admin signed in with two-factor");
    // After a recovery code, the account page shows how many are left (and offers new ones).
    const to = result.recoveryCodesLeft === null ? href("/svcs/admin-dashboard") : href("/svcs/admin-dashboard/account");
    throw await signedInRedirect(context.config, result.token, { clearChallenge: true, to });
  }
  const { answer, status } = refusalAnswer(result);
  const init = answer.over ? { status, headers: { "Set-Cookie": await clearChallengeCookie(context.config) } } : { status };
  return data(answer, init);
}

export default function TwoFactorSignIn({ actionData }: Route.ComponentProps) {
  return <SecondStepPage result={actionData ?? null} />;
}

export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <AdminPageError error={useRouteError()} />
    </main>
  );
}
