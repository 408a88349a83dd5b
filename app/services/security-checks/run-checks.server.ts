import { type CheckResult, securityScore } from "~/lib/security/security-score";
import { authorizeActor } from "~/services/auth";
import { type CheckContext, resultOf, type SecurityCheck } from "./check-definition.server";
import { recordFindings } from "./findings.server";
import { SECURITY_CHECKS } from "./registry.server";

export type SecurityReport = { score: number; results: CheckResult[]; checkedAt: Date };

/** A check that throws is reported as failed with what went wrong, never as passed. */
async function runOne(check: SecurityCheck, context: CheckContext): Promise<CheckResult> {
  try {
    return resultOf(check, await check.run(context));
  } catch (error) {
    context.services.logger.error({ err: error, check: check.id }, "security check failed to run");
    return resultOf(check, { found: "The check could not run; see the server log." });
  }
}

/** Runs every check, records which failed (and since when) and computes the score from them. */
export async function runSecurityChecks(context: CheckContext, checks: readonly SecurityCheck[] = SECURITY_CHECKS): Promise<SecurityReport> {
  authorizeActor(context.actor, "security:manage");
  const results = await Promise.all(checks.map((check) => runOne(check, context)));
  await recordFindings(context.services.database.db, results, context.now);
  return { score: securityScore(results), results, checkedAt: context.now };
}
