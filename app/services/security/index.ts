/**
 * Security signals: the login history, security events (bursts, honeypots) and the alerts shown to staff.
 */
export { honeypotTripped } from "./honeypot.server";
export { listLoginRecords, loginHistoryVersion, loginStats, recordLoginEvent } from "./login-history.server";
export { detectLoginBursts, securityAlertsFor } from "./security-events.server";
