import { KeyRound } from "lucide-react";
import { data, href, useRouteError } from "react-router";
import { AdminPageError } from "~/components/admin/admin-page-error";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { adminHeaders } from "~/lib/admin/admin-headers";
import { identityFromMatches } from "~/lib/identity/root-data";
import { FORM_TOKEN_FIELD } from "~/lib/security/form-token";
import { SIGN_IN_HANDLE } from "~/lib/ui/hydration";
import { PASSWORD_RESET_TEXT as T } from "~/lib/users/password-reset-text";
import { refuseBlockedCountry } from "~/routes/admin/geo-block.server";
import { readForm } from "~/routes/read-form.server";
import { resetPasswordWithToken, resetTokenUsable, visitorOf } from "~/services/auth";
import { DomainError } from "~/services/platform";
import { issueFormToken } from "~/services/security";
import { PasswordField } from "./password-field";
import { SignInFrame } from "./sign-in-frame";
import type { Route } from "./+types/reset-password";

export const headers = adminHeaders;

/** A plain form with the sign-in steps' small script, not hydrated, like the steps themselves (decision 051). */
export const handle = SIGN_IN_HANDLE;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${T.resetTitle} | ${identityFromMatches(matches)?.siteName ?? ""}` },
  { name: "robots", content: "noindex, nofollow" },
];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token")?.slice(0, 100) ?? "";

export async function loader({ request, context }: Route.LoaderArgs) {
  refuseBlockedCountry(context);
  const usable = await resetTokenUsable(context.database.db, tokenOf(request));
  const { token, setCookie } = await issueFormToken(context.config, request);
  return data({ usable, formToken: token }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseBlockedCountry(context);
  const form = await readForm(request, context);
  try {
    await resetPasswordWithToken(
      context.database.db,
      { token: tokenOf(request), password: form.get("password"), confirmPassword: form.get("confirmPassword") },
      visitorOf(request, context),
    );
  } catch (error) {
    if (error instanceof DomainError) return data({ done: false, error: error.message, fieldErrors: error.fieldErrors ?? {} }, { status: error.status });
    throw error;
  }
  return { done: true, error: null, fieldErrors: {} as Record<string, string> };
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const footer = (
    <a href={href("/svcs/team")} className="underline underline-offset-2 hover:text-white">
      {T.backToSignIn}
    </a>
  );
  const errors = actionData?.fieldErrors ?? {};
  const usable = loaderData.usable && !actionData?.done;
  return (
    <SignInFrame icon={KeyRound} title={T.resetTitle} intro="" refusal={null} footer={footer}>
      {actionData?.done ? (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {T.done}
        </p>
      ) : !usable ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {T.invalidLink}{" "}
          <a href={href("/svcs/team/forgot-password")} className="font-semibold underline">
            {T.forgotLink}
          </a>
        </p>
      ) : (
        <form method="post" className="relative space-y-5">
          <Honeypot />
          <input type="hidden" name={FORM_TOKEN_FIELD} value={loaderData.formToken} />
          {actionData?.error ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {actionData.error}
            </p>
          ) : null}
          <div>
            <Label htmlFor="new-password">{T.passwordLabel}</Label>
            <div className="mt-1.5">
              <PasswordField
                id="new-password"
                name="password"
                autoComplete="new-password"
                required
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "new-password-error" : undefined}
              />
            </div>
            <FieldError id="new-password-error" message={errors.password} />
          </div>
          <div>
            <Label htmlFor="confirm-password">{T.confirmLabel}</Label>
            <div className="mt-1.5">
              <PasswordField
                id="confirm-password"
                name="confirmPassword"
                autoComplete="new-password"
                required
                aria-invalid={errors.confirmPassword ? true : undefined}
                aria-describedby={errors.confirmPassword ? "confirm-password-error" : undefined}
              />
            </div>
            <FieldError id="confirm-password-error" message={errors.confirmPassword} />
          </div>
          <Button type="submit" size="lg" className="w-full">
            {T.resetSubmit}
          </Button>
        </form>
      )}
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
