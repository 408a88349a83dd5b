import { and, asc, inArray, isNull, sql } from "drizzle-orm";
import { securityFindings } from "~/db/schema/index";
import type { CheckResult } from "~/lib/security/security-score";
import type { Db } from "~/services/platform";

/**
 * Keeps security_findings in step with a run: a failure is opened with the moment it was first
 * seen (kept while it stays failed), a pass resolves it. A failure that returns after being
 * resolved is first seen again.
 */
export async function recordFindings(db: Db, results: readonly CheckResult[], now: Date): Promise<void> {
  const failed = results.filter((result) => result.status === "fail");
  await db.transaction(async (tx) => {
    for (const result of failed) {
      await tx
        .insert(securityFindings)
        .values({ checkId: result.id, severity: result.severity, summary: result.found, firstSeenAt: now, lastSeenAt: now })
        .onConflictDoUpdate({
          target: securityFindings.checkId,
          set: {
            severity: result.severity,
            summary: result.found,
            lastSeenAt: now,
            firstSeenAt: sql`case when ${securityFindings.resolvedAt} is null then ${securityFindings.firstSeenAt} else excluded.first_seen_at end`,
            resolvedAt: null,
          },
        });
    }
    const passed = results.filter((result) => result.status === "pass").map((result) => result.id);
    if (passed.length > 0) {
      await tx
        .update(securityFindings)
        .set({ resolvedAt: now })
        .where(and(isNull(securityFindings.resolvedAt), inArray(securityFindings.checkId, passed)));
    }
  });
}

/** The open findings (failed checks), with when each was first seen. */
export async function openFindings(db: Db) {
  return db
    .select({
      checkId: securityFindings.checkId,
      severity: securityFindings.severity,
      summary: securityFindings.summary,
      firstSeenAt: securityFindings.firstSeenAt,
      lastSeenAt: securityFindings.lastSeenAt,
    })
    .from(securityFindings)
    .where(isNull(securityFindings.resolvedAt))
    .orderBy(asc(securityFindings.firstSeenAt));
}
