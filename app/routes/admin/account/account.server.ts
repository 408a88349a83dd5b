import { z } from "zod";
import type { Toast } from "~/lib/admin/action-result";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import { endOtherSessions, endSession } from "~/services/auth";
import type { RequestContext } from "~/services/platform";
import { cancelEnrolment, confirmEnrolment, disableTwoFactor, regenerateRecoveryCodes, startEnrolment } from "~/services/two-factor";
import { readForm } from "~/routes/read-form.server";
import { changeOwnPasswordSchema } from "~/lib/users/account-rules";
import { changeOwnPassword } from "~/services/users";
import { failure, formValues, parseForm, reply } from "../action.server";
import { ACCOUNT_TEXT } from "./account-text";
import type { AdminUser } from "../guard.server";
import { setAlertMail } from "~/services/staff-alerts";
import { ACCOUNT_INTENTS, ALERT_MAIL_TEXT, type AccountActionResult } from "./account-actions";

/** The fields of the account page's forms; the services judge what was typed. */
const accountForm = z.object({
  password: z.string().catch(""),
  code: z
    .string()
    .catch("")
    .transform((code) => code.slice(0, 100)),
  sessionId: z.uuid().nullable().catch(null),
});

/** Its own password: the form's rules first (messages at the fields), then the service's (current password, common ones). */
async function changePassword(context: RequestContext, user: AdminUser, form: FormData) {
  const intent = "change-password";
  const parsed = parseForm(form, changeOwnPasswordSchema);
  if (!parsed.ok) {
    const [message = ""] = Object.values(parsed.fieldErrors);
    return reply<AccountActionResult>({
      intent,
      ok: false,
      toast: { title: ACCOUNT_TEXT.changeFailed, description: message },
      fieldErrors: parsed.fieldErrors,
    });
  }
  try {
    await changeOwnPassword(context.database.db, user.actor, parsed.data, new Date());
    return reply<AccountActionResult>({ intent, ok: true, toast: ACCOUNT_TEXT.changed });
  } catch (error) {
    return failure<AccountActionResult>(context, error, { intent, fallback: { title: ACCOUNT_TEXT.changeFailed, description: TWO_FACTOR_TEXT.unexpected } });
  }
}

/** The account page's form posts; every signed-in account may make them, about itself only. */
export async function handleAccountAction(request: Request, context: RequestContext, user: AdminUser) {
  const form = await readForm(request, context);
  const intent = ACCOUNT_INTENTS.find((name) => name === form.get("intent"));
  if (!intent)
    return reply<AccountActionResult>({ intent: "unknown", ok: false, toast: { title: TWO_FACTOR_TEXT.failedTitle, description: TWO_FACTOR_TEXT.noSetup } });
  if (intent === "change-password") return changePassword(context, user, form);
  const { password, code, sessionId } = accountForm.parse(formValues(form));
  const { actor } = user;
  const db = context.database.db;
  const key = context.config.twoFactorKeyMaterial;
  const now = new Date();
  const self = { id: user.userId, username: user.username };
  const done = (toast: Toast, codes?: string[]) => reply<AccountActionResult>({ intent, ok: true, toast, codes });

  try {
    switch (intent) {
      case "start":
        await startEnrolment(db, key, user.userId, now);
        return done(TWO_FACTOR_TEXT.setupStarted);
      case "cancel":
        await cancelEnrolment(db, user.userId);
        return done(TWO_FACTOR_TEXT.setupCancelled);
      case "confirm":
        return done(TWO_FACTOR_TEXT.enabled, await confirmEnrolment(db, key, actor, { password, code, now }));
      case "regenerate":
        return done(TWO_FACTOR_TEXT.regenerated, await regenerateRecoveryCodes(db, actor, { password, now }));
      case "disable":
        await disableTwoFactor(db, actor, { password, now });
        return done(TWO_FACTOR_TEXT.disabled);
      case "end-session": {
        // This browser's own session ends by signing out, not here.
        const ended = sessionId !== null && sessionId !== user.sessionId && (await endSession(db, actor, { owner: self, sessionId, now }));
        if (!ended)
          return reply<AccountActionResult>({ intent, ok: false, toast: { title: TWO_FACTOR_TEXT.failedTitle, description: TWO_FACTOR_TEXT.sessionGone } });
        return done(TWO_FACTOR_TEXT.sessionEnded);
      }
      case "end-others":
        return done(TWO_FACTOR_TEXT.othersEnded(await endOtherSessions(db, actor, { owner: self, now })));
      case "alert-mail": {
        const enabled = form.get("alertMail") === "on";
        await setAlertMail(db, actor, enabled);
        return done(enabled ? ALERT_MAIL_TEXT.on : ALERT_MAIL_TEXT.off);
      }
    }
  } catch (error) {
    return failure<AccountActionResult>(context, error, { intent, fallback: { title: TWO_FACTOR_TEXT.failedTitle, description: TWO_FACTOR_TEXT.unexpected } });
  }
}
