import { data } from "react-router";
import { CONTROL_CHARACTER_MESSAGE, fieldWithControlCharacters } from "~/lib/core/control-characters";
import { SECURITY_INTENTS, SECURITY_TOASTS, type SecurityActionResult } from "./security-center-text";
import { MONITOR_TEXT } from "~/lib/security/rate-limit-monitor";
import { liftLockout, type SessionUser } from "~/services/auth/index";
import type { RequestContext } from "~/services/platform/index";
import { applySecurityFix, type CheckContext, runSecurityChecks } from "~/services/security-checks/index";
import { readForm } from "~/routes/read-form.server";
import { currentSlowdowns, rateLimitMonitor } from "~/services/security/index";

/** What the checks see of this request: who asks, from where, and whether a proxy forwarded it. */
export function checkContextFor(request: Request, context: RequestContext, actor: SessionUser): CheckContext {
  return {
    services: context,
    actor,
    origin: { ipAddress: context.clientIp, userAgent: request.headers.get("user-agent"), requestId: context.requestId },
    now: new Date(),
    forwardedFor: request.headers.has("x-forwarded-for"),
    runtimeVersion: process.version,
  };
}

function reply(result: SecurityActionResult) {
  return data(result, { status: result.ok ? 200 : 400 });
}

/** The Security tab's form posts (fix, refresh, lift a block); the caller has checked security:manage. */
export async function handleSecurityAction(request: Request, context: RequestContext, actor: SessionUser) {
  const form = await readForm(request, context);
  const refusedField = fieldWithControlCharacters(form.entries());
  if (refusedField)
    return reply({
      intent: "unknown",
      ok: false,
      toast: { title: SECURITY_TOASTS.unknown.title, description: `The field ${refusedField} ${CONTROL_CHARACTER_MESSAGE}.` },
    });
  const intent = SECURITY_INTENTS.find((name) => name === form.get("intent"));
  const checks = checkContextFor(request, context, actor);
  switch (intent) {
    case "fix": {
      try {
        const outcome = await applySecurityFix(checks, String(form.get("checkId") ?? ""));
        if (outcome.status === "applied") return reply({ intent, ok: true, toast: SECURITY_TOASTS.fixApplied(outcome.summary) });
        if (outcome.status === "passing") return reply({ intent, ok: true, toast: SECURITY_TOASTS.alreadyPassing });
        if (outcome.status === "manual") return reply({ intent, ok: true, warning: true, toast: SECURITY_TOASTS.manual, command: outcome.command });
        return reply({ intent, ok: false, toast: SECURITY_TOASTS.unknownCheck });
      } catch (error) {
        context.log.error({ err: error }, "security fix failed");
        return reply({ intent, ok: false, toast: SECURITY_TOASTS.fixFailed });
      }
    }
    case "refresh": {
      try {
        await runSecurityChecks(checks);
        return reply({ intent, ok: true, toast: SECURITY_TOASTS.refreshed });
      } catch (error) {
        context.log.error({ err: error }, "security checks could not run");
        return reply({ intent, ok: false, toast: SECURITY_TOASTS.refreshFailed });
      }
    }
    case "lift": {
      const lifted = await liftLockout(context.database.db, {
        ipAddress: String(form.get("ipAddress") ?? "").slice(0, 100),
        usernameKey: String(form.get("usernameKey") ?? "").slice(0, 200),
        actor: { userId: actor.userId, username: actor.username },
        origin: checks.origin,
        now: checks.now,
      });
      return reply(lifted ? { intent, ok: true, toast: MONITOR_TEXT.lifted } : { intent, ok: false, toast: MONITOR_TEXT.liftFailed });
    }
    default:
      return reply({ intent: "unknown", ok: false, toast: SECURITY_TOASTS.unknown });
  }
}

/** The score and every check's result, run now (which also records what failed since when). */
export async function securityReport(request: Request, context: RequestContext, actor: SessionUser) {
  const report = await runSecurityChecks(checkContextFor(request, context, actor));
  return { score: report.score, results: report.results, failed: report.results.filter((result) => result.status === "fail").length };
}

/** The rate-limit monitor's two lists. */
export async function monitorData(context: RequestContext) {
  const now = new Date();
  const [entries, slowdowns] = await Promise.all([rateLimitMonitor(context.database.db, now), currentSlowdowns(context.database.db, now)]);
  return { entries, slowdowns };
}
