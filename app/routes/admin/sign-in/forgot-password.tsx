import { KeyRound } from "lucide-react";
import { data, href, useRouteError } from "react-router";
import { AdminPageError } from "~/components/admin/admin-page-error";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { adminHeaders } from "~/lib/admin/admin-headers";
import { identityFromMatches } from "~/lib/identity/root-data";
import { FORM_TOKEN_FIELD } from "~/lib/security/form-token";
import { SIGN_IN_HANDLE } from "~/lib/ui/hydration";
import { PASSWORD_RESET_TEXT as T } from "~/lib/users/password-reset-text";
import { refuseBlockedCountry } from "~/routes/admin/geo-block.server";
import { readForm } from "~/routes/read-form.server";
import { requestPasswordReset, visitorOf } from "~/services/auth";
import { mailConfigured } from "~/services/mail";
import { DomainError } from "~/services/platform";
import { issueFormToken } from "~/services/security";
import { SignInFrame } from "./sign-in-frame";
import type { Route } from "./+types/forgot-password";

export const headers = adminHeaders;

/** A plain form with the sign-in steps' small script, not hydrated, like the steps themselves (decision 051). */
export const handle = SIGN_IN_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${T.requestTitle} | ${identityFromMatches(matches)?.siteName ?? ""}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  refuseBlockedCountry(context);
  const { token, setCookie } = await issueFormToken(context.config, request);
  return data({ available: mailConfigured(context.config), formToken: token }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/** The same answer whether or not an account has the address; only the per-network limit and a site without mail are told. */
export async function action({ request, context }: Route.ActionArgs) {
  refuseBlockedCountry(context);
  const form = await readForm(request, context);
  const email = String(form.get("email") ?? "").slice(0, 300);
  try {
    await requestPasswordReset(context, email, visitorOf(request, context));
  } catch (error) {
    if (error instanceof DomainError) return data({ sent: false, error: error.message, email }, { status: error.status });
    throw error;
  }
  return { sent: true, error: null, email: "" };
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const footer = (
    <a href={href("/svcs/team")} className="underline underline-offset-2 hover:text-white">
      {T.backToSignIn}
    </a>
  );
  return (
    <SignInFrame
      icon={KeyRound}
      title={T.requestTitle}
      intro={loaderData.available ? T.requestIntro : T.unavailable}
      refusal={null}

      footer={footer}
    >
      {actionData?.sent ? (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {T.requested}
        </p>
      ) : loaderData.available ? (
        <form method="post" className="relative space-y-5">
          <Honeypot />
          <input type="hidden" name={FORM_TOKEN_FIELD} value={loaderData.formToken} />
          {actionData?.error ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {actionData.error}
            </p>
          ) : null}
          <div>
            <Label htmlFor="reset-email">{T.emailLabel}</Label>
            <Input
              id="reset-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={actionData?.email}
              className="mt-1.5"
            />
          </div>
          <Button type="submit" size="lg" className="w-full">
            {T.requestSubmit}
          </Button>
        </form>
      ) : null}
    </SignInFrame>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <AdminPageError error={useRouteError()} />
    </main>
  );
}
