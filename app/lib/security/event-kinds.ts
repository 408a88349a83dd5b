import type { SecuritySeverity } from "../users/user-types";

/**
 * Where a kind of event is kept: `security` signals feed the Security Alert banner and the
 * security center (security_events); `audit` entries say who did what (audit_events).
 */
export type EventCategory = "security" | "audit";

type KindDefinition = {
  category: EventCategory;
  severity: SecuritySeverity;
  /** What happened, in words; also the banner line of a security signal recorded without details. */
  label: string;
  /** Sign-ins and sign-outs also appear in the login history staff see. */
  loginHistory?: "login" | "logout";
};

/**
 * Every kind of event the app records, closed: the database refuses any other (CHECK constraints
 * built from this list), so adding a kind means adding it here and generating a migration.
 */
export const EVENT_KINDS = {
  sign_in: { category: "audit", severity: "low", label: "Signed in", loginHistory: "login" },
  sign_in_refused: { category: "audit", severity: "medium", label: "Sign-in refused", loginHistory: "login" },
  sign_in_locked: { category: "audit", severity: "medium", label: "Sign-in refused while locked out", loginHistory: "login" },
  sign_out: { category: "audit", severity: "low", label: "Signed out", loginHistory: "logout" },
  rapid_login_attempts: { category: "security", severity: "high", label: "Excessive login attempts detected" },
  excessive_failed_logins: { category: "security", severity: "high", label: "Excessive failed login attempts detected" },
  honeypot_triggered: { category: "security", severity: "critical", label: "Automated form submission detected" },
  session_ended: { category: "security", severity: "low", label: "Session ended by the server" },
  session_expired: { category: "security", severity: "high", label: "Session has exceeded maximum allowed duration" },
  session_invalid: { category: "security", severity: "critical", label: "Invalid or weak session token detected" },
  critical_incidents_escalated: { category: "security", severity: "critical", label: "Repeated critical security incidents detected" },
  user_created: { category: "audit", severity: "medium", label: "User created" },
  user_updated: { category: "audit", severity: "medium", label: "User updated" },
  user_frozen: { category: "audit", severity: "medium", label: "User frozen" },
  user_unfrozen: { category: "audit", severity: "medium", label: "User unfrozen" },
  user_password_reset: { category: "audit", severity: "high", label: "User password reset" },
  user_deleted: { category: "audit", severity: "high", label: "User deleted" },
  password_changed: { category: "audit", severity: "high", label: "Own password changed" },
  security_alerts_acknowledged: { category: "audit", severity: "low", label: "Security alerts acknowledged" },
  post_created: { category: "audit", severity: "low", label: "Post created" },
  post_updated: { category: "audit", severity: "low", label: "Post updated" },
  post_published: { category: "audit", severity: "low", label: "Post published" },
  post_unpublished: { category: "audit", severity: "low", label: "Post unpublished" },
  post_scheduled: { category: "audit", severity: "low", label: "Post scheduled" },
  post_deleted: { category: "audit", severity: "medium", label: "Post moved to the trash" },
  post_restored: { category: "audit", severity: "medium", label: "Post restored from the trash" },
  post_purged: { category: "audit", severity: "high", label: "Post deleted permanently" },
  post_changes_saved: { category: "audit", severity: "low", label: "Post changes saved as a draft" },
  post_changes_scheduled: { category: "audit", severity: "low", label: "Post changes scheduled" },
  post_changes_discarded: { category: "audit", severity: "low", label: "Post changes discarded" },
  post_changes_published: { category: "audit", severity: "low", label: "Post changes published" },
  post_restored_to_draft: { category: "audit", severity: "low", label: "Post revision restored as a draft" },
  backup_created: { category: "audit", severity: "low", label: "Backup created" },
  backup_restored: { category: "audit", severity: "high", label: "Backup restored" },
  backup_deleted: { category: "audit", severity: "medium", label: "Backup deleted" },
  backup_downloaded: { category: "audit", severity: "medium", label: "Backup downloaded" },
  media_uploaded: { category: "audit", severity: "low", label: "Image uploaded" },
  media_updated: { category: "audit", severity: "low", label: "Image alt text changed" },
  media_deleted: { category: "audit", severity: "medium", label: "Image moved to the trash" },
  media_restored: { category: "audit", severity: "medium", label: "Image restored from the trash" },
  media_purged: { category: "audit", severity: "high", label: "Image deleted permanently" },
  settings_changed: { category: "audit", severity: "medium", label: "Settings changed" },
  two_factor_enabled: { category: "audit", severity: "medium", label: "Two-factor sign-in turned on" },
  two_factor_disabled: { category: "audit", severity: "high", label: "Two-factor sign-in turned off" },
  two_factor_reset: { category: "audit", severity: "high", label: "Two-factor sign-in reset by an admin" },
  recovery_codes_regenerated: { category: "audit", severity: "medium", label: "Recovery codes regenerated" },
  recovery_code_used: { category: "audit", severity: "medium", label: "Recovery code used to sign in" },
  session_revoked: { category: "audit", severity: "medium", label: "Session ended" },
  rate_limit_lifted: { category: "audit", severity: "medium", label: "Sign-in block lifted" },
  password_confirmation_refused: { category: "audit", severity: "medium", label: "Wrong password entered to confirm a change" },
  secret_guessing_delayed: { category: "security", severity: "high", label: "Wrong passwords or codes in a row: further tries delayed" },
  secret_guessing_locked: { category: "security", severity: "critical", label: "Wrong passwords or codes in a row: checks locked until an admin lifts them" },
  secret_guessing_lifted: { category: "audit", severity: "medium", label: "Lock on wrong passwords or codes lifted" },
  security_fix_applied: { category: "audit", severity: "medium", label: "Security fix applied" },
  content_draft_saved: { category: "audit", severity: "low", label: "Site content draft saved" },
  content_published: { category: "audit", severity: "medium", label: "Site content published" },
  content_scheduled: { category: "audit", severity: "medium", label: "Site content scheduled" },
  content_unscheduled: { category: "audit", severity: "low", label: "Site content schedule cancelled" },
  content_restored: { category: "audit", severity: "medium", label: "Site content revision restored" },
  content_reset: { category: "audit", severity: "high", label: "Site content reset to built-in" },
  content_draft_discarded: { category: "audit", severity: "low", label: "Site content draft discarded" },
  content_restored_to_draft: { category: "audit", severity: "low", label: "Site content revision restored as a draft" },
  content_reviewed: { category: "audit", severity: "low", label: "Site content marked as reviewed" },
  lead_received: { category: "audit", severity: "low", label: "Consultation request received" },
  lead_updated: { category: "audit", severity: "low", label: "Lead updated" },
  lead_deleted: { category: "audit", severity: "medium", label: "Lead deleted (privacy request)" },
  leads_exported: { category: "audit", severity: "medium", label: "Leads exported" },
  password_reset_requested: { category: "audit", severity: "medium", label: "Password reset link mailed" },
  password_reset_by_link: { category: "audit", severity: "high", label: "Password reset through a mailed link" },
  alert_mail_changed: { category: "audit", severity: "low", label: "Alert mail turned on or off" },
  newsletter_test_sent: { category: "audit", severity: "low", label: "Newsletter test mailed" },
  newsletter_send_started: { category: "audit", severity: "medium", label: "Post sent to newsletter subscribers" },
  subscriber_deleted: { category: "audit", severity: "medium", label: "Subscriber deleted (privacy request)" },
  subscribers_exported: { category: "audit", severity: "medium", label: "Subscribers exported" },
  subscribers_imported: { category: "audit", severity: "medium", label: "Subscribers imported" },
  figures_warning_confirmed: { category: "audit", severity: "medium", label: "Figures check warning marked right" },
  search_synonyms_added: { category: "audit", severity: "low", label: "Search synonyms added" },
  search_synonyms_deleted: { category: "audit", severity: "low", label: "Search synonyms deleted" },
  booking_made: { category: "audit", severity: "low", label: "Consultation booked" },
  booking_moved: { category: "audit", severity: "low", label: "Consultation moved" },
  booking_cancelled: { category: "audit", severity: "low", label: "Consultation cancelled" },
  booking_status_changed: { category: "audit", severity: "low", label: "Consultation confirmed or marked as a no-show" },
  booking_hours_changed: { category: "audit", severity: "low", label: "Consultation hours changed" },
  training_session_saved: { category: "audit", severity: "low", label: "Training session added or changed" },
  training_registration_received: { category: "audit", severity: "low", label: "Training registration received" },
  training_registration_cancelled: { category: "audit", severity: "low", label: "Training registration cancelled" },
  training_offer_taken: { category: "audit", severity: "low", label: "Waitlist seat offer taken" },
  training_attendance_recorded: { category: "audit", severity: "low", label: "Training attendance recorded" },
  training_certificates_issued: { category: "audit", severity: "medium", label: "Training certificates issued" },
  training_certificate_revoked: { category: "audit", severity: "high", label: "Training certificate revoked" },
  training_roster_exported: { category: "audit", severity: "medium", label: "Training roster exported" },
  review_submitted: { category: "audit", severity: "medium", label: "Change submitted for review" },
  review_approved: { category: "audit", severity: "high", label: "Change approved" },
  review_changes_requested: { category: "audit", severity: "medium", label: "Changes requested on a submitted change" },
  review_withdrawn: { category: "audit", severity: "low", label: "Submitted change withdrawn" },
  review_settings_changed: { category: "audit", severity: "high", label: "Content types that need review changed" },
  preview_link_created: { category: "audit", severity: "medium", label: "Preview link made" },
  preview_link_revoked: { category: "audit", severity: "low", label: "Preview link revoked" },
  draft_comment_added: { category: "audit", severity: "low", label: "Comment left on a draft" },
  draft_comment_resolved: { category: "audit", severity: "low", label: "Comment on a draft resolved" },
  signoff_log_exported: { category: "audit", severity: "medium", label: "Sign-off log exported" },
} as const satisfies Record<string, KindDefinition>;

export type EventKind = keyof typeof EVENT_KINDS;

type KindsOf<C extends EventCategory> = { [K in EventKind]: (typeof EVENT_KINDS)[K]["category"] extends C ? K : never }[EventKind];
export type SecurityEventKind = KindsOf<"security">;
export type AuditEventKind = KindsOf<"audit">;

export function kindsOf<C extends EventCategory>(category: C): KindsOf<C>[] {
  return (Object.keys(EVENT_KINDS) as EventKind[]).filter((kind): kind is KindsOf<C> => EVENT_KINDS[kind].category === category);
}

export function isSecurityKind(kind: EventKind): kind is SecurityEventKind {
  return EVENT_KINDS[kind].category === "security";
}

/** A kind's definition; undefined only for a name outside the list, which typed code cannot pass. */
export function kindDefinition(kind: EventKind): KindDefinition | undefined {
  return (EVENT_KINDS as Record<string, KindDefinition | undefined>)[kind];
}

export const EVENT_OUTCOMES = ["success", "failure"] as const;
export type EventOutcome = (typeof EVENT_OUTCOMES)[number];
