import type { SecuritySeverity } from "../users/user-types";

export type CheckStatus = "pass" | "fail";

/** One check's answer as the Security tab shows it: what was found, why it matters, how to fix it. */
export type CheckResult = {
  id: string;
  title: string;
  severity: SecuritySeverity;
  status: CheckStatus;
  found: string;
  whyItMatters: string;
  howToFix: string;
  /** The label of the one-click safe fix, when the check has one. */
  fixLabel: string | null;
  /** A command or SQL to copy for a manual fix. */
  command: string | null;
};

/** Points a failed check of each severity takes off the score of 100. */
export const SEVERITY_WEIGHT: Readonly<Record<SecuritySeverity, number>> = { critical: 30, high: 20, medium: 10, low: 5 };

export const SEVERITY_ORDER: readonly SecuritySeverity[] = ["critical", "high", "medium", "low"];

/** 100 minus the weight of every failed check, never below 0: every point comes from a check that can fail. */
export function securityScore(results: readonly Pick<CheckResult, "status" | "severity">[]): number {
  const lost = results.filter((result) => result.status === "fail").reduce((sum, result) => sum + SEVERITY_WEIGHT[result.severity], 0);
  return Math.max(0, 100 - lost);
}

export type ScoreGrade = { label: string; tone: "good" | "fair" | "poor" };

export function scoreGrade(score: number): ScoreGrade {
  if (score >= 90) return { label: "Good", tone: "good" };
  if (score >= 70) return { label: "Needs attention", tone: "fair" };
  return { label: "At risk", tone: "poor" };
}

/** Failed checks first, the most severe first. */
export function bySeverity<T extends Pick<CheckResult, "severity">>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
}
