import { data, redirect } from "react-router";
import { LoginPage } from "~/components/admin/login-page";
import { adminHeaders } from "~/lib/admin/admin-headers";
import { ADMIN_PATHS } from "~/lib/admin/admin-paths";
import { LOGIN_TEXT, type LoginActionResult } from "~/lib/auth/login-text";
import { identityFromMatches } from "~/lib/identity/root-data";
import { clearSessionCookie, flashCookie, type FlashMessage } from "~/routes/admin/session-cookie.server";
import { currentAdmin } from "~/services/auth";
import { handleLogin } from "~/routes/admin/login.server";
import type { Route } from "./+types/login";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const identity = identityFromMatches(matches);
  return [{ title: `Admin Sign In | ${identity?.siteName ?? ""}` }, { name: "robots", content: "noindex, nofollow" }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const lookup = await currentAdmin(request, context);
  if (lookup.status === "valid") throw redirect(ADMIN_PATHS.dashboard);
  const flashes = flashCookie(context.config);
  const flash: unknown = await flashes.parse(request.headers.get("cookie"));
  const responseHeaders = new Headers();
  if (flash) responseHeaders.append("Set-Cookie", await flashes.serialize("", { maxAge: 0 }));
  if (lookup.status !== "missing") responseHeaders.append("Set-Cookie", await clearSessionCookie(context.config));
  const notice: FlashMessage | null = flash === "logged-out" || flash === "session-ended" ? flash : null;
  return data({ notice }, { headers: responseHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    return await handleLogin(request, context);
  } catch (error) {
    if (error instanceof Response) throw error;
    context.log.error({ err: error }, "login failed unexpectedly");
    const result: LoginActionResult = { ...LOGIN_TEXT.error, username: "" };
    return data(result, { status: 500 });
  }
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage notice={loaderData.notice} result={actionData ?? null} />;
}
