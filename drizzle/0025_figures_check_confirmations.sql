CREATE TABLE "figures_check_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"warning_key" text NOT NULL,
	"message" text NOT NULL,
	"confirmed_by" uuid,
	"confirmed_by_label" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "figures_check_confirmations_subject_type_check" CHECK ("figures_check_confirmations"."subject_type" in ('post', 'content'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "figures_check_confirmations" ADD CONSTRAINT "figures_check_confirmations_confirmed_by_admin_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "figures_check_confirmations_warning_idx" ON "figures_check_confirmations" USING btree ("subject_type","subject_id","warning_key");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('sign_in', 'sign_in_refused', 'sign_in_locked', 'sign_out', 'user_created', 'user_updated', 'user_frozen', 'user_unfrozen', 'user_password_reset', 'user_deleted', 'password_changed', 'security_alerts_acknowledged', 'post_created', 'post_updated', 'post_published', 'post_unpublished', 'post_scheduled', 'post_deleted', 'post_restored', 'post_purged', 'backup_created', 'backup_restored', 'backup_deleted', 'backup_downloaded', 'media_uploaded', 'media_updated', 'media_deleted', 'media_restored', 'media_purged', 'settings_changed', 'two_factor_enabled', 'two_factor_disabled', 'two_factor_reset', 'recovery_codes_regenerated', 'recovery_code_used', 'session_revoked', 'rate_limit_lifted', 'password_confirmation_refused', 'secret_guessing_lifted', 'security_fix_applied', 'content_draft_saved', 'content_published', 'content_scheduled', 'content_unscheduled', 'content_restored', 'content_reset', 'content_draft_discarded', 'content_reviewed', 'lead_received', 'lead_updated', 'lead_deleted', 'leads_exported', 'password_reset_requested', 'password_reset_by_link', 'alert_mail_changed', 'newsletter_test_sent', 'newsletter_send_started', 'subscriber_deleted', 'subscribers_exported', 'subscribers_imported', 'figures_warning_confirmed'));