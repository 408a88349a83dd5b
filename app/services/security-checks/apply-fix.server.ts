import { actorEventFields, authorizeActor } from "~/services/auth";
import { DomainError } from "~/services/platform";
import { recordEvent } from "~/services/security";
import type { CheckContext } from "./check-definition.server";
import { SECURITY_CHECKS } from "./registry.server";

export type FixOutcome =
  { status: "applied"; title: string; summary: string } | { status: "manual"; title: string; command: string | null } | { status: "passing"; title: string };

/** A fix asked for a check that is not in the registry. */
export class UnknownCheckError extends DomainError {
  override name = "UnknownCheckError";
  constructor() {
    super("That check does not exist.");
  }
}

/**
 * Applies a check's one-click fix when it has a safe one and still fails, and records it in the
 * audit log; a check without one answers "manual" with the command to copy.
 */
export async function applySecurityFix(context: CheckContext, checkId: string): Promise<FixOutcome> {
  authorizeActor(context.actor, "security:manage");
  const check = SECURITY_CHECKS.find((candidate) => candidate.id === checkId);
  if (!check) throw new UnknownCheckError();
  const failure = await check.run(context);
  if (!failure) return { status: "passing", title: check.title };
  if (!check.safeFix) return { status: "manual", title: check.title, command: failure.command ?? null };
  const summary = await check.safeFix.apply(context);
  await recordEvent(context.services.database.db, {
    ...actorEventFields(context.actor),
    kind: "security_fix_applied",
    at: context.now,
    target: { type: "security_check", id: check.id, label: check.title },
    changes: { fix: check.safeFix.label, result: summary },
  });
  return { status: "applied", title: check.title, summary };
}
