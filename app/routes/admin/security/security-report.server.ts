import { accountsGuessedAt, type Actor } from "~/services/auth";
import type { RequestContext } from "~/services/platform";
import { type CheckContext, runSecurityChecks } from "~/services/security-checks";
import { currentSlowdowns, rateLimitMonitor } from "~/services/security";

/** What the checks see of this request: who asks and from where, and whether a proxy forwarded it. */
export function checkContextFor(request: Request, context: RequestContext, actor: Actor): CheckContext {
  return { services: context, actor, now: new Date(), forwardedFor: request.headers.has("x-forwarded-for"), runtimeVersion: process.version };
}

/** The score and every check's result, run now (which also records what failed since when). */
export async function securityReport(request: Request, context: RequestContext, actor: Actor) {
  const report = await runSecurityChecks(checkContextFor(request, context, actor));
  return { score: report.score, results: report.results, failed: report.results.filter((result) => result.status === "fail").length };
}

/** The rate-limit monitor's two lists. */
export async function monitorData(context: RequestContext) {
  const now = new Date();
  const [entries, slowdowns, guessed] = await Promise.all([
    rateLimitMonitor(context.database.db, now),
    currentSlowdowns(context.database.db, now),
    accountsGuessedAt(context.database.db),
  ]);
  const guessing = guessed.map((account) => ({
    userId: account.userId,
    username: account.username,
    failures: account.failures,
    lastFailureAt: account.lastFailureAt?.toISOString() ?? null,
    delayedUntil: account.delayedUntil && account.delayedUntil > now ? account.delayedUntil.toISOString() : null,
    locked: account.lockedAt !== null,
  }));
  return { entries, slowdowns, guessing };
}
