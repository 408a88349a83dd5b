import type { CheckResult } from "~/lib/security/security-score";
import type { SecuritySeverity } from "~/lib/users/user-types";
import type { Actor } from "~/services/auth";
import type { AppServices } from "~/services/platform";

/** What a check may look at: the services, who runs it (a fix is done and recorded as them), the time, and what the request showed. */
export type CheckContext = {
  services: AppServices;
  actor: Actor;
  now: Date;
  /** The request that asked carried X-Forwarded-For (it came through a proxy, or claims to). */
  forwardedFor: boolean;
  /** The Node.js version serving (process.version). */
  runtimeVersion: string;
};

/** A failure: what was found, and for a manual fix the command or SQL to copy. */
export type CheckFailure = { found: string; command?: string };

/**
 * One security check: a module in checks/ listed once in registry.server.ts. `run` answers null
 * when all is well, or what it found. A check whose fix is safe to apply from the tab (reversible,
 * audited) has `safeFix`, which returns what it changed.
 */
export type SecurityCheck = {
  id: string;
  title: string;
  severity: SecuritySeverity;
  /** What it looks like when the check passes. */
  passed: string;
  whyItMatters: string;
  howToFix: string;
  run(context: CheckContext): Promise<CheckFailure | null> | CheckFailure | null;
  safeFix?: { label: string; apply(context: CheckContext): Promise<string> };
};

export function resultOf(check: SecurityCheck, failure: CheckFailure | null): CheckResult {
  return {
    id: check.id,
    title: check.title,
    severity: check.severity,
    status: failure ? "fail" : "pass",
    found: failure?.found ?? check.passed,
    whyItMatters: check.whyItMatters,
    howToFix: check.howToFix,
    fixLabel: failure && check.safeFix ? check.safeFix.label : null,
    command: failure?.command ?? null,
  };
}
