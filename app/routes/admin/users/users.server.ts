import { z } from "zod";
import type { Toast } from "~/lib/admin/action-result";
import { CONTROL_CHARACTER_MESSAGE, fieldWithControlCharacters } from "~/lib/core/control-characters";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import { createUserSchema, newPasswordSchema, updateUserSchema } from "~/lib/users/account-rules";
import { endOtherSessions } from "~/services/auth";
import type { RequestContext } from "~/services/platform";
import { resetTwoFactor, setTwoFactorRequired } from "~/services/two-factor";
import { createUser, deleteUser, requireAccount, resetUserPassword, setUserFrozen, updateUser } from "~/services/users";
import { readForm } from "~/routes/read-form.server";
import { failure, parseForm, reply } from "../action.server";
import type { AdminUser } from "../guard.server";
import { USER_INTENTS, USER_TOASTS, type UserActionResult, type UserIntent } from "./user-admin-text";

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

/** The account fields a form sends back (never a password), so a refused form keeps what was typed. */
const TYPED_FIELDS: Partial<Record<UserIntent, string[]>> = {
  create: ["username", "email", "userType"],
  update: ["username", "email", "userType", "active"],
};

/** An inline edit refused for its name or e-mail says so in the toast's title. */
const INVALID_EDIT_TITLE: Record<string, string> = { username: USER_TOASTS.invalidUsername, email: USER_TOASTS.invalidEmail };

const accountId = z.uuid();

type Extra = Pick<UserActionResult, "userId" | "values">;

function typedValues(form: FormData, intent: UserIntent): Record<string, string> | undefined {
  const fields = TYPED_FIELDS[intent];
  return fields && Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? "")]));
}

function refusal(intent: UserIntent, description: string): Toast {
  return { title: FAILED_TITLE[intent], description };
}

/** A form its schema refused: each field's message beside it, the first in the toast (titled by its field on an inline edit). */
function refusedForm(intent: UserIntent, fieldErrors: Record<string, string>, extra: Extra) {
  const [field, message = USER_TOASTS.checkFields] = Object.entries(fieldErrors)[0] ?? [];
  const title = (intent === "update" && field ? INVALID_EDIT_TITLE[field] : undefined) ?? FAILED_TITLE[intent];
  return reply<UserActionResult>({ ...extra, intent, ok: false, toast: { title, description: message }, fieldErrors });
}

/** Manage Users form posts; the caller has already checked the users:manage permission, and the services check it again. */
export async function handleUserAction(request: Request, context: RequestContext, user: AdminUser) {
  const form = await readForm(request, context);
  const intent = USER_INTENTS.find((name) => name === form.get("intent"));
  if (!intent)
    return reply<UserActionResult>({ intent: "unknown", ok: false, toast: { title: USER_TOASTS.databaseError, description: USER_TOASTS.unexpected } });
  if (fieldWithControlCharacters(form.entries()) !== null)
    return reply<UserActionResult>({ intent, ok: false, toast: refusal(intent, `Each field ${CONTROL_CHARACTER_MESSAGE}.`) });
  const id = intent === "create" || intent === "require-two-factor" ? null : accountId.safeParse(form.get("userId"));
  if (id && !id.success) return reply<UserActionResult>({ intent, ok: false, toast: refusal(intent, USER_TOASTS.unexpected) });
  const userId = id?.data ?? "";
  const extra: Extra = { userId: id?.data, values: typedValues(form, intent) };
  const done = (toast: Toast) => reply<UserActionResult>({ ...extra, intent, ok: true, toast });
  const { actor } = user;
  const db = context.database.db;
  const now = new Date();

  try {
    switch (intent) {
      case "create": {
        const parsed = parseForm(form, createUserSchema);
        if (!parsed.ok) return refusedForm(intent, parsed.fieldErrors, extra);
        const { confirmPassword: _confirm, ...input } = parsed.data;
        const created = await createUser(db, actor, input, now);
        return done(USER_TOASTS.created(created.username));
      }
      case "require-two-factor": {
        const required = form.get("required") === "true";
        await setTwoFactorRequired(db, actor, required, now);
        return done(required ? TWO_FACTOR_TEXT.requireOn : TWO_FACTOR_TEXT.requireOff);
      }
      case "update": {
        const parsed = parseForm(form, updateUserSchema);
        if (!parsed.ok) return refusedForm(intent, parsed.fieldErrors, extra);
        const updated = await updateUser(db, actor, userId, parsed.data, now);
        return done(USER_TOASTS.updated(updated.username));
      }
      case "freeze":
      case "unfreeze": {
        const frozen = intent === "freeze";
        const account = await setUserFrozen(db, actor, userId, frozen, now);
        return done(frozen ? USER_TOASTS.frozen(account.username) : USER_TOASTS.unfrozen(account.username));
      }
      case "reset-password": {
        const parsed = parseForm(form, newPasswordSchema);
        if (!parsed.ok) return refusedForm(intent, parsed.fieldErrors, extra);
        const account = await resetUserPassword(db, actor, userId, parsed.data.password, now);
        return done(USER_TOASTS.passwordUpdated(account.username));
      }
      case "delete": {
        const account = await deleteUser(db, actor, userId, now);
        return done(USER_TOASTS.deleted(account.username));
      }
      case "reset-two-factor": {
        const account = await requireAccount(db, userId);
        await resetTwoFactor(db, actor, account, now);
        return done(TWO_FACTOR_TEXT.resetDone(account.username));
      }
      case "end-sessions": {
        const account = await requireAccount(db, userId);
        const count = await endOtherSessions(db, actor, { owner: account, now });
        return done(TWO_FACTOR_TEXT.sessionsOfEnded(account.username, count));
      }
    }
  } catch (error) {
    return failure<UserActionResult>(context, error, { intent, fallback: refusal(intent, USER_TOASTS.unexpected), extra });
  }
}
