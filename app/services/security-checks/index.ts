/**
 * Security checks of this installation ("site health"): one module per check listed in the
 * registry, the score computed from them, the findings they leave (first seen, resolved) and the
 * one-click safe fixes.
 */
export { applySecurityFix, type FixOutcome, UnknownCheckError } from "./apply-fix.server";
export type { CheckContext, SecurityCheck } from "./check-definition.server";
export { openFindings } from "./findings.server";
export { SECURITY_CHECKS } from "./registry.server";
export { runSecurityChecks, type SecurityReport } from "./run-checks.server";
