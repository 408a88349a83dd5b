import { data, redirect, useRouteError, href } from "react-router";
import { LoginPage } from "./login-page";
import { adminHeaders } from "~/lib/admin/admin-headers";
import { LOGIN_TEXT, type LoginActionResult } from "./login-text";
import { HONEYPOT_FIELD, HONEYPOT_REFUSED } from "~/lib/security/honeypot";
import { identityFromMatches } from "~/lib/identity/root-data";
import { signIn, type SignInRefusal } from "~/services/auth/index";
import { isDatabaseUnavailable } from "~/services/platform/index";
import { AdminPageError } from "~/components/admin/admin-page-error";
import { DATABASE_UNAVAILABLE } from "~/lib/admin/database-unavailable";
import { currentAdmin, readSessionToken, secondStepRedirect, signedInRedirect, takeLoginNotice } from "~/routes/admin/session-cookie.server";
import type { Route } from "./+types/login";
import { readForm } from "~/routes/read-form.server";
import { refuseBlockedCountry } from "~/routes/admin/geo-block.server";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const identity = identityFromMatches(matches);
  return [{ title: `Admin Sign In | ${identity?.siteName ?? ""}` }, { name: "robots", content: "noindex, nofollow" }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  refuseBlockedCountry(context);
  const lookup = await currentAdmin(request, context);
  if (lookup.status === "valid") throw redirect(href("/svcs/admin-dashboard"));
  const { notice, headers } = await takeLoginNotice(context.config, request, lookup);
  return data({ notice }, { headers });
}

/** What the form shows for a refused sign-in, and the status it comes with. */
function refusalAnswer(refused: SignInRefusal): { result: LoginActionResult; status: number; headers?: HeadersInit } {
  switch (refused.refusal) {
    case "honeypot":
      return { result: { title: LOGIN_TEXT.failedTitle, description: HONEYPOT_REFUSED, username: "" }, status: 400 };
    case "missing":
      return { result: { ...LOGIN_TEXT.missing, username: refused.username }, status: 400 };
    case "invalid-username":
      return { result: { ...LOGIN_TEXT.invalidInput, username: refused.username, usernameError: refused.message }, status: 400 };
    case "invalid-credentials": {
      const left = refused.attemptsLeft;
      const description = left === null ? LOGIN_TEXT.invalidCredentials : `${LOGIN_TEXT.invalidCredentials}. ${LOGIN_TEXT.attemptsLeft(left)}`;
      return { result: { title: LOGIN_TEXT.failedTitle, description, username: refused.username }, status: 401 };
    }
    case "locked": {
      const blockedUntil = refused.blockedUntil.toISOString();
      const description = LOGIN_TEXT.lockedDescription(blockedUntil);
      return { result: { title: LOGIN_TEXT.lockedTitle, description, username: refused.username, blockedUntil }, status: 429 };
    }
    case "invalid-input":
      return { result: { title: LOGIN_TEXT.invalidInput.title, description: refused.message, username: refused.username }, status: 400 };
    case "rate-limited": {
      const description = LOGIN_TEXT.rateLimitedDescription(refused.retryAfterSeconds);
      return {
        result: { title: LOGIN_TEXT.rateLimitedTitle, description, username: refused.username },
        status: 429,
        headers: { "Retry-After": String(refused.retryAfterSeconds) },
      };
    }
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseBlockedCountry(context);
  const form = await readForm(request, null);
  try {
    const outcome = await signIn(context.database.db, {
      username: String(form.get("username") ?? ""),
      password: String(form.get("password") ?? ""),
      honeypot: String(form.get(HONEYPOT_FIELD) ?? ""),
      ipAddress: context.clientIp,
      userAgent: request.headers.get("user-agent"),
      previousToken: await readSessionToken(context.config, request),
      now: new Date(),
    });
    if (outcome.ok && outcome.next === "two-factor") throw await secondStepRedirect(context.config, outcome.challengeToken);
    if (outcome.ok) {
      context.log.info({ username: outcome.user.username }, "admin signed in");
      throw await signedInRedirect(context.config, outcome.token);
    }
    if (outcome.refusal === "honeypot") context.log.warn({ form: "login" }, "honeypot field filled in");
    const { result, status, headers } = refusalAnswer(outcome);
    return data(result, { status, headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isDatabaseUnavailable(error)) {
      context.log.warn({ err: error }, "login refused: database unavailable");
      const result: LoginActionResult = { title: DATABASE_UNAVAILABLE.title, description: DATABASE_UNAVAILABLE.description, username: "" };
      return data(result, { status: DATABASE_UNAVAILABLE.status, headers: { "Retry-After": "30" } });
    }
    context.log.error({ err: error }, "login failed unexpectedly");
    const result: LoginActionResult = { ...LOGIN_TEXT.error, username: "" };
    return data(result, { status: 500 });
  }
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage notice={loaderData.notice} result={actionData ?? null} />;
}

/** The login page's loader reads the session: during a database outage it says so instead of failing. */
export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <AdminPageError error={useRouteError()} />
    </main>
  );
}
