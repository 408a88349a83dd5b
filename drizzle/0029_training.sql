CREATE TABLE "training_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"registration_id" uuid,
	"session_id" uuid,
	"holder_name" text NOT NULL,
	"holder_email" text NOT NULL,
	"course" text NOT NULL,
	"session_title" text NOT NULL,
	"session_date" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"accreditor" text NOT NULL,
	"credit_label" text NOT NULL,
	"credits" integer NOT NULL,
	"attended_minutes" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "training_certificates_course_check" CHECK ("training_certificates"."course" in ('chsa', 'hsae')),
	CONSTRAINT "training_certificates_credits_check" CHECK ("training_certificates"."credits" > 0)
);
--> statement-breakpoint
CREATE TABLE "training_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"waitlisted_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"attended_minutes" integer,
	"consented_at" timestamp with time zone NOT NULL,
	"landing_page" text,
	"referrer" text,
	"source" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"pages_seen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attribution" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_registrations_status_check" CHECK ("training_registrations"."status" in ('confirmed', 'waitlisted', 'offered', 'cancelled', 'expired')),
	CONSTRAINT "training_registrations_attribution_check" CHECK ("training_registrations"."attribution" in ('visit', 'form', 'none')),
	CONSTRAINT "training_registrations_minutes_check" CHECK ("training_registrations"."attended_minutes" is null or "training_registrations"."attended_minutes" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course" text NOT NULL,
	"title" text NOT NULL,
	"format" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price" text NOT NULL,
	"registration_deadline" timestamp with time zone NOT NULL,
	"joining_details" text NOT NULL,
	"accreditor" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_sessions_course_check" CHECK ("training_sessions"."course" in ('chsa', 'hsae')),
	CONSTRAINT "training_sessions_format_check" CHECK ("training_sessions"."format" in ('online', 'in_person')),
	CONSTRAINT "training_sessions_seats_check" CHECK ("training_sessions"."seats" > 0 and "training_sessions"."seats_taken" >= 0 and "training_sessions"."seats_taken" <= "training_sessions"."seats"),
	CONSTRAINT "training_sessions_times_check" CHECK ("training_sessions"."ends_at" > "training_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_registration_id_training_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."training_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_certificates_code_idx" ON "training_certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "training_certificates_registration_idx" ON "training_certificates" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "training_certificates_expiry_idx" ON "training_certificates" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "training_registrations_session_idx" ON "training_registrations" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "training_registrations_offer_idx" ON "training_registrations" USING btree ("offer_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "training_registrations_live_email_idx" ON "training_registrations" USING btree ("session_id",lower("email")) WHERE "training_registrations"."status" in ('confirmed', 'waitlisted', 'offered');--> statement-breakpoint
CREATE INDEX "training_sessions_course_start_idx" ON "training_sessions" USING btree ("course","starts_at");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('sign_in', 'sign_in_refused', 'sign_in_locked', 'sign_out', 'user_created', 'user_updated', 'user_frozen', 'user_unfrozen', 'user_password_reset', 'user_deleted', 'password_changed', 'security_alerts_acknowledged', 'post_created', 'post_updated', 'post_published', 'post_unpublished', 'post_scheduled', 'post_deleted', 'post_restored', 'post_purged', 'backup_created', 'backup_restored', 'backup_deleted', 'backup_downloaded', 'media_uploaded', 'media_updated', 'media_deleted', 'media_restored', 'media_purged', 'settings_changed', 'two_factor_enabled', 'two_factor_disabled', 'two_factor_reset', 'recovery_codes_regenerated', 'recovery_code_used', 'session_revoked', 'rate_limit_lifted', 'password_confirmation_refused', 'secret_guessing_lifted', 'security_fix_applied', 'content_draft_saved', 'content_published', 'content_scheduled', 'content_unscheduled', 'content_restored', 'content_reset', 'content_draft_discarded', 'content_reviewed', 'lead_received', 'lead_updated', 'lead_deleted', 'leads_exported', 'password_reset_requested', 'password_reset_by_link', 'alert_mail_changed', 'newsletter_test_sent', 'newsletter_send_started', 'subscriber_deleted', 'subscribers_exported', 'subscribers_imported', 'figures_warning_confirmed', 'search_synonyms_added', 'search_synonyms_deleted', 'booking_made', 'booking_moved', 'booking_cancelled', 'booking_status_changed', 'booking_hours_changed', 'training_session_saved', 'training_registration_received', 'training_registration_cancelled', 'training_offer_taken', 'training_attendance_recorded', 'training_certificates_issued', 'training_certificate_revoked', 'training_roster_exported'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('lead_notification', 'staff_alert', 'password_reset', 'newsletter_confirm', 'newsletter_post', 'newsletter_test', 'booking_invite', 'booking_reminder', 'training_registration', 'training_offer', 'training_certificate', 'training_renewal_reminder'));