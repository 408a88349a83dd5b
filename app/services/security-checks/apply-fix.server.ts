import { recordEvent } from "~/services/security";
import type { CheckContext } from "./check-definition.server";
import { SECURITY_CHECKS } from "./registry.server";

export type FixOutcome =
  | { status: "applied"; title: string; summary: string }
  | { status: "manual"; title: string; command: string | null }
  | { status: "passing"; title: string }
  | { status: "unknown" };

/**
 * Applies a check's one-click fix when it has a safe one and still fails, and records it in the
 * audit log; a check without one answers "manual" with the command to copy.
 */
export async function applySecurityFix(context: CheckContext, checkId: string): Promise<FixOutcome> {
  const check = SECURITY_CHECKS.find((candidate) => candidate.id === checkId);
  if (!check) return { status: "unknown" };
  const failure = await check.run(context);
  if (!failure) return { status: "passing", title: check.title };
  if (!check.safeFix) return { status: "manual", title: check.title, command: failure.command ?? null };
  const summary = await check.safeFix.apply(context);
  await recordEvent(context.services.database.db, {
    kind: "security_fix_applied",
    at: context.now,
    actor: { userId: context.actor.userId, username: context.actor.username },
    target: { type: "security_check", id: check.id, label: check.title },
    ipAddress: context.origin.ipAddress,
    userAgent: context.origin.userAgent,
    requestId: context.origin.requestId,
    changes: { fix: check.safeFix.label, result: summary },
  });
  return { status: "applied", title: check.title, summary };
}
