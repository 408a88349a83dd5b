import { data, redirect } from "react-router";
import { PASSWORD_MAX, usernameSchema } from "~/lib/users/account-rules";
import { ADMIN_PATHS } from "~/lib/admin/admin-paths";
import { HONEYPOT_REFUSED } from "~/lib/security/honeypot";
import { cleanInput } from "~/lib/core/input-cleaning";
import { LOGIN_TEXT, type LoginActionResult } from "~/lib/auth/login-text";
import type { RequestContext } from "~/services/platform";
import { readSessionToken, sessionCookie } from "./session-cookie.server";
import { deleteSessionByToken, login } from "~/services/auth";
import { honeypotTripped } from "~/services/security";


function refuse(result: LoginActionResult, status: number) {
  return data(result, { status });
}

export async function handleLogin(request: Request, context: RequestContext) {
  const formData = await request.formData();
  const rawUsername = String(formData.get("username") ?? "").slice(0, 500);
  const password = String(formData.get("password") ?? "");
  const now = new Date();
  if (await honeypotTripped(context, request, formData, { form: "login", username: rawUsername, now })) {
    return refuse({ title: LOGIN_TEXT.failedTitle, description: HONEYPOT_REFUSED, username: "" }, 400);
  }
  if (!cleanInput(rawUsername) || !password) return refuse({ ...LOGIN_TEXT.missing, username: rawUsername }, 400);
  const username = usernameSchema.safeParse(rawUsername);
  if (!username.success) {
    return refuse({ ...LOGIN_TEXT.invalidInput, username: rawUsername, usernameError: username.error.issues[0]?.message }, 400);
  }
  // No account has a longer password; refusing early keeps argon2 from hashing megabytes.
  if (password.length > PASSWORD_MAX) return refuse({ title: LOGIN_TEXT.failedTitle, description: LOGIN_TEXT.invalidCredentials, username: username.data }, 401);

  const result = await login(context.database.db, {
    username: username.data,
    password,
    ipAddress: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    now,
  });
  if (!result.ok && result.reason === "locked") {
    return refuse(
      {
        title: LOGIN_TEXT.lockedTitle,
        description: LOGIN_TEXT.lockedDescription(result.blockedUntil.toISOString()),
        username: username.data,
        blockedUntil: result.blockedUntil.toISOString(),
      },
      429,
    );
  }
  if (!result.ok) {
    const description =
      result.attemptsLeft === null ? LOGIN_TEXT.invalidCredentials : `${LOGIN_TEXT.invalidCredentials}. ${LOGIN_TEXT.attemptsLeft(result.attemptsLeft)}`;
    return refuse({ title: LOGIN_TEXT.failedTitle, description, username: username.data }, 401);
  }
  // A fresh id at every login; an old session of this browser ends.
  const previous = await readSessionToken(context.config, request);
  if (previous) await deleteSessionByToken(context.database.db, previous);
  context.log.info({ username: result.user.username }, "admin signed in");
  throw redirect(ADMIN_PATHS.dashboard, { headers: { "Set-Cookie": await sessionCookie(context.config).serialize(result.token) } });
}
