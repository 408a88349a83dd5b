import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, fieldWithControlCharacters } from "~/lib/core/control-characters";
import { liftBlockInput } from "~/lib/security/lift-block-input";
import { MONITOR_TEXT } from "~/lib/security/rate-limit-monitor";
import { SECRET_GUESS_TEXT } from "~/lib/auth/secret-guess-rules";
import { liftLockout, liftSecretGuessLock } from "~/services/auth";
import type { RequestContext } from "~/services/platform";
import { applySecurityFix, runSecurityChecks } from "~/services/security-checks";
import { readForm } from "~/routes/read-form.server";
import { failure, parseForm, reply } from "../action.server";
import type { AdminUser } from "../guard.server";
import { checkContextFor } from "./security-report.server";
import { SECURITY_INTENTS, SECURITY_TOASTS, type SecurityActionResult, type SecurityIntent } from "./security-center-text";

/** What each intent answers when it throws something other than a refusal. */
const FALLBACK = {
  fix: SECURITY_TOASTS.fixFailed,
  refresh: SECURITY_TOASTS.refreshFailed,
  lift: MONITOR_TEXT.liftError,
  "lift-guessing": MONITOR_TEXT.liftError,
} as const;

const liftGuessingFields = z.object({ userId: z.uuid() });

async function perform(intent: SecurityIntent, form: FormData, request: Request, context: RequestContext, user: AdminUser) {
  const checks = checkContextFor(request, context, user.actor);
  switch (intent) {
    case "fix": {
      const outcome = await applySecurityFix(checks, String(form.get("checkId") ?? ""));
      if (outcome.status === "applied") return reply<SecurityActionResult>({ intent, ok: true, toast: SECURITY_TOASTS.fixApplied(outcome.summary) });
      if (outcome.status === "passing") return reply<SecurityActionResult>({ intent, ok: true, toast: SECURITY_TOASTS.alreadyPassing });
      return reply<SecurityActionResult>({ intent, ok: true, warning: true, toast: SECURITY_TOASTS.manual, command: outcome.command });
    }
    case "refresh":
      await runSecurityChecks(checks);
      return reply<SecurityActionResult>({ intent, ok: true, toast: SECURITY_TOASTS.refreshed });
    case "lift": {
      const block = parseForm(form, liftBlockInput);
      if (!block.ok) return reply<SecurityActionResult>({ intent, ok: false, toast: MONITOR_TEXT.liftFailed, fieldErrors: block.fieldErrors });
      await liftLockout(context.database.db, user.actor, block.data, checks.now);
      return reply<SecurityActionResult>({ intent, ok: true, toast: MONITOR_TEXT.lifted });
    }
    case "lift-guessing": {
      const account = parseForm(form, liftGuessingFields);
      if (!account.ok) return reply<SecurityActionResult>({ intent, ok: false, toast: SECRET_GUESS_TEXT.liftGone });
      const { username } = await liftSecretGuessLock(context.database.db, user.actor, account.data.userId, checks.now);
      return reply<SecurityActionResult>({ intent, ok: true, toast: SECRET_GUESS_TEXT.lifted(username) });
    }
  }
}

/** The Security tab's form posts (fix, refresh, lift a block); the services check security:manage again. */
export async function handleSecurityAction(request: Request, context: RequestContext, user: AdminUser) {
  const form = await readForm(request, context);
  const refusedField = fieldWithControlCharacters(form.entries());
  if (refusedField) {
    const toast = { title: SECURITY_TOASTS.unknown.title, description: `The field ${refusedField} ${CONTROL_CHARACTER_MESSAGE}.` };
    return reply<SecurityActionResult>({ intent: "unknown", ok: false, toast });
  }
  const intent = SECURITY_INTENTS.find((name) => name === form.get("intent"));
  if (!intent) return reply<SecurityActionResult>({ intent: "unknown", ok: false, toast: SECURITY_TOASTS.unknown });
  try {
    return await perform(intent, form, request, context, user);
  } catch (error) {
    return failure<SecurityActionResult>(context, error, { intent, fallback: FALLBACK[intent] });
  }
}
