import { data } from "react-router";
import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, fieldWithControlCharacters } from "~/lib/core/control-characters";
import { fieldErrors } from "~/lib/core/field-errors";
import { createUserSchema, newPasswordSchema, updateUserSchema } from "~/lib/users/account-rules";
import { USER_INTENTS, USER_TOASTS, type UserActionResult, type UserIntent } from "./user-admin-text";
import type { RequestContext } from "~/services/platform/index";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import { endOtherSessions, type SessionUser } from "~/services/auth/index";
import { resetTwoFactor, setTwoFactorRequired } from "~/services/two-factor/index";
import {
  createUser,
  deleteUser,
  findUsernameById,
  type RequestOrigin,
  resetUserPassword,
  setUserFrozen,
  updateUser,
  USER_ERRORS,
  type UserOutcome,
} from "~/services/users/index";
import { readForm } from "~/routes/read-form.server";

const FAILED_TITLE: Record<UserIntent, string> = {
  create: USER_TOASTS.creationFailed,
  update: USER_TOASTS.updateFailed,
  freeze: USER_TOASTS.updateFailed,
  unfreeze: USER_TOASTS.updateFailed,
  "reset-password": USER_TOASTS.resetFailed,
  delete: USER_TOASTS.databaseError,
  "reset-two-factor": USER_TOASTS.updateFailed,
  "end-sessions": USER_TOASTS.updateFailed,
  "require-two-factor": USER_TOASTS.updateFailed,
};

function reply(result: UserActionResult) {
  return data(result, { status: result.ok ? 200 : 400 });
}

function textValues(formData: FormData, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(formData.get(name) ?? "")]));
}

function fromOutcome(intent: UserIntent, outcome: UserOutcome, success: { title: string; description: string }, extra: Partial<UserActionResult>) {
  if (outcome.ok) return reply({ intent, ok: true, toast: success, ...extra });
  return reply({
    intent,
    ok: false,
    toast: { title: FAILED_TITLE[intent], description: outcome.message },
    fieldErrors: outcome.field ? { [outcome.field]: outcome.message } : undefined,
    ...extra,
  });
}

function invalid(intent: UserIntent, error: z.ZodError, extra: Partial<UserActionResult>, title?: string) {
  const errors = fieldErrors(error);
  return reply({ intent, ok: false, toast: { title: title ?? FAILED_TITLE[intent], description: firstMessage(errors) }, fieldErrors: errors, ...extra });
}

function firstMessage(errors: Record<string, string>): string {
  return Object.values(errors)[0] ?? USER_TOASTS.checkFields;
}

/** Manage Users form posts; the caller has already checked the users:manage permission. */
export async function handleUserAction(request: Request, context: RequestContext, actor: SessionUser) {
  const formData = await readForm(request, context);
  const intent = USER_INTENTS.find((name) => name === formData.get("intent"));
  if (!intent) return reply({ intent: "unknown", ok: false, toast: { title: USER_TOASTS.databaseError, description: USER_TOASTS.unexpected } });
  const badField = fieldWithControlCharacters(formData.entries());
  if (badField !== null) return reply({ intent, ok: false, toast: { title: FAILED_TITLE[intent], description: `Each field ${CONTROL_CHARACTER_MESSAGE}.` } });
  const db = context.database.db;
  const now = new Date();
  const origin: RequestOrigin = { ipAddress: context.clientIp, userAgent: request.headers.get("user-agent"), requestId: context.requestId };

  if (intent === "create") {
    const values = textValues(formData, ["username", "email", "userType"]);
    const parsed = createUserSchema.safeParse(textValues(formData, ["username", "email", "password", "confirmPassword", "userType"]));
    if (!parsed.success) return invalid(intent, parsed.error, { values });
    const { confirmPassword: _confirm, ...input } = parsed.data;
    const outcome = await createUser(db, input, now, actor, origin);
    return fromOutcome(intent, outcome, USER_TOASTS.created(input.username), { values });
  }
  if (intent === "require-two-factor") {
    const required = formData.get("required") === "true";
    await setTwoFactorRequired(db, { actor, required, origin, now });
    return reply({ intent, ok: true, toast: required ? TWO_FACTOR_TEXT.requireOn : TWO_FACTOR_TEXT.requireOff });
  }

  const userId = z.uuid().safeParse(formData.get("userId"));
  if (!userId.success) return reply({ intent, ok: false, toast: { title: FAILED_TITLE[intent], description: USER_TOASTS.unexpected } });
  const id = userId.data;
  const username = (await findUsernameById(db, id)) ?? "";

  switch (intent) {
    case "update": {
      const values = textValues(formData, ["username", "email", "userType", "active"]);
      const parsed = updateUserSchema.safeParse(values);
      if (!parsed.success) {
        const first = parsed.error.issues[0]?.path[0];
        const title = first === "username" ? USER_TOASTS.invalidUsername : first === "email" ? USER_TOASTS.invalidEmail : undefined;
        return invalid(intent, parsed.error, { values, userId: id }, title);
      }
      const outcome = await updateUser(db, actor, id, parsed.data, now, origin);
      return fromOutcome(intent, outcome, USER_TOASTS.updated(parsed.data.username), { values, userId: id });
    }
    case "freeze":
    case "unfreeze": {
      const outcome = await setUserFrozen(db, actor, id, intent === "freeze", now, origin);
      return fromOutcome(intent, outcome, intent === "freeze" ? USER_TOASTS.frozen(username) : USER_TOASTS.unfrozen(username), { userId: id });
    }
    case "reset-password": {
      const parsed = newPasswordSchema.safeParse(textValues(formData, ["password", "confirmPassword"]));
      if (!parsed.success) return invalid(intent, parsed.error, { userId: id });
      const outcome = await resetUserPassword(db, actor, id, parsed.data.password, now, origin);
      return fromOutcome(intent, outcome, USER_TOASTS.passwordUpdated(username), { userId: id });
    }
    case "delete": {
      const outcome = await deleteUser(db, actor, id, now, origin);
      return fromOutcome(intent, outcome, USER_TOASTS.deleted(username), { userId: id });
    }
    case "reset-two-factor": {
      if (!username) return fromOutcome(intent, { ok: false, message: USER_ERRORS.notFound }, USER_TOASTS.updated(username), { userId: id });
      const outcome = await resetTwoFactor(db, { actor, user: { id, username }, origin, now });
      return fromOutcome(intent, outcome.ok ? outcome : { ok: false, message: outcome.message }, TWO_FACTOR_TEXT.resetDone(username), { userId: id });
    }
    case "end-sessions": {
      if (!username) return fromOutcome(intent, { ok: false, message: USER_ERRORS.notFound }, USER_TOASTS.updated(username), { userId: id });
      const count = await endOtherSessions(db, { actor, owner: { id, username }, origin, now });
      return reply({ intent, ok: true, toast: TWO_FACTOR_TEXT.sessionsOfEnded(username, count), userId: id });
    }
  }
}
