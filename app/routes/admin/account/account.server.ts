import { data } from "react-router";
import { z } from "zod";
import { TWO_FACTOR_TEXT } from "~/lib/two-factor/two-factor-text";
import { ACCOUNT_INTENTS, type AccountActionResult, type AccountIntent } from "./account-actions";
import { endOtherSessions, endSession, type SessionUser } from "~/services/auth/index";
import type { RequestContext } from "~/services/platform/index";
import {
  cancelEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  type TwoFactorOutcome,
} from "~/services/two-factor/index";
import { readForm } from "~/routes/read-form.server";

function reply(result: AccountActionResult) {
  return data(result, { status: result.ok ? 200 : 400 });
}

function fromOutcome(intent: AccountIntent, outcome: TwoFactorOutcome<{ codes?: string[] }>, success: { title: string; description: string }) {
  if (outcome.ok) return reply({ intent, ok: true, toast: success, codes: outcome.codes });
  return reply({
    intent,
    ok: false,
    toast: { title: TWO_FACTOR_TEXT.failedTitle, description: outcome.message },
    fieldErrors: outcome.field ? { [outcome.field]: outcome.message } : undefined,
  });
}

/** The account page's form posts; every signed-in account may make them, about itself only. */
export async function handleAccountAction(request: Request, context: RequestContext, actor: SessionUser) {
  const formData = await readForm(request, context);
  const intent = ACCOUNT_INTENTS.find((name) => name === formData.get("intent"));
  if (!intent) return reply({ intent: "unknown", ok: false, toast: { title: TWO_FACTOR_TEXT.failedTitle, description: TWO_FACTOR_TEXT.noSetup } });
  const db = context.database.db;
  const key = context.config.twoFactorKeyMaterial;
  const now = new Date();
  const origin = { ipAddress: context.clientIp, userAgent: request.headers.get("user-agent"), requestId: context.requestId };
  const password = String(formData.get("password") ?? "");
  const self = { id: actor.userId, username: actor.username };

  switch (intent) {
    case "start":
      return fromOutcome(intent, await startEnrolment(db, key, actor.userId, now), TWO_FACTOR_TEXT.setupStarted);
    case "cancel":
      await cancelEnrolment(db, actor.userId);
      return reply({ intent, ok: true, toast: TWO_FACTOR_TEXT.setupCancelled });
    case "confirm": {
      const code = String(formData.get("code") ?? "").slice(0, 100);
      return fromOutcome(intent, await confirmEnrolment(db, key, { actor, password, code, origin, now }), TWO_FACTOR_TEXT.enabled);
    }
    case "regenerate":
      return fromOutcome(intent, await regenerateRecoveryCodes(db, { actor, password, origin, now }), TWO_FACTOR_TEXT.regenerated);
    case "disable":
      return fromOutcome(intent, await disableTwoFactor(db, { actor, password, origin, now }), TWO_FACTOR_TEXT.disabled);
    case "end-session": {
      const sessionId = z.uuid().safeParse(formData.get("sessionId"));
      const ended =
        sessionId.success && sessionId.data !== actor.sessionId && (await endSession(db, { actor, owner: self, sessionId: sessionId.data, origin, now }));
      if (!ended) return reply({ intent, ok: false, toast: { title: TWO_FACTOR_TEXT.failedTitle, description: TWO_FACTOR_TEXT.sessionGone } });
      return reply({ intent, ok: true, toast: TWO_FACTOR_TEXT.sessionEnded });
    }
    case "end-others": {
      const count = await endOtherSessions(db, { actor, owner: self, origin, now });
      return reply({ intent, ok: true, toast: TWO_FACTOR_TEXT.othersEnded(count) });
    }
  }
}
