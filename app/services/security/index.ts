/**
 * Security signals and the record of what happened: the one event recorder (security events, the
 * audit log, the login history), burst detection and the alerts shown to staff.
 */
export { type EventActor, type EventTarget, recordEvent, type RecordedEvent, redactSecrets } from "./events.server";
export { auditLogPage, type AuditLogPage } from "./audit-log.server";
export { escalateCriticalIncidents } from "./incidents.server";
export { type HoneypotHit, recordHoneypotHit } from "./honeypot.server";
export { formTokenMatches, issueFormToken } from "./form-token.server";
export { currentSlowdowns, rateLimitMonitor } from "./rate-limit-monitor.server";
export { listLoginRecords, loginHistoryReadable, loginHistoryVersion, loginStats } from "./login-history.server";
export { detectLoginBursts, securityAlertsFor } from "./security-events.server";
export { pruneSecurityRecords, type SecurityRetention } from "./security-retention.server";
