CREATE TABLE "booking_claims" (
	"host_user_id" uuid NOT NULL,
	"cell_start" timestamp with time zone NOT NULL,
	"booking_id" uuid NOT NULL,
	CONSTRAINT "booking_claims_pkey" PRIMARY KEY("host_user_id","cell_start")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"host_user_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"visitor_time_zone" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookings_lead_unique" UNIQUE("lead_id"),
	CONSTRAINT "bookings_uid_unique" UNIQUE("uid"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('booked', 'confirmed', 'cancelled', 'no_show')),
	CONSTRAINT "bookings_time_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "consultation_hosts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	"weekly_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"durations" jsonb DEFAULT '[30]'::jsonb NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_minutes" integer DEFAULT 240 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"max_per_day" integer DEFAULT 4 NOT NULL,
	"busy_feed_url" text,
	"busy_spans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"busy_fetched_at" timestamp with time zone,
	"busy_error" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultation_hosts_numbers_check" CHECK ("consultation_hosts"."buffer_before_minutes" >= 0 and "consultation_hosts"."buffer_after_minutes" >= 0 and "consultation_hosts"."min_notice_minutes" >= 0 and "consultation_hosts"."horizon_days" between 1 and 365 and "consultation_hosts"."max_per_day" >= 1)
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_host_user_id_admin_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_user_id_admin_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_hosts" ADD CONSTRAINT "consultation_hosts_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_claims_booking_idx" ON "booking_claims" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('sign_in', 'sign_in_refused', 'sign_in_locked', 'sign_out', 'user_created', 'user_updated', 'user_frozen', 'user_unfrozen', 'user_password_reset', 'user_deleted', 'password_changed', 'security_alerts_acknowledged', 'post_created', 'post_updated', 'post_published', 'post_unpublished', 'post_scheduled', 'post_deleted', 'post_restored', 'post_purged', 'backup_created', 'backup_restored', 'backup_deleted', 'backup_downloaded', 'media_uploaded', 'media_updated', 'media_deleted', 'media_restored', 'media_purged', 'settings_changed', 'two_factor_enabled', 'two_factor_disabled', 'two_factor_reset', 'recovery_codes_regenerated', 'recovery_code_used', 'session_revoked', 'rate_limit_lifted', 'password_confirmation_refused', 'secret_guessing_lifted', 'security_fix_applied', 'content_draft_saved', 'content_published', 'content_scheduled', 'content_unscheduled', 'content_restored', 'content_reset', 'content_draft_discarded', 'content_reviewed', 'lead_received', 'lead_updated', 'lead_deleted', 'leads_exported', 'password_reset_requested', 'password_reset_by_link', 'alert_mail_changed', 'newsletter_test_sent', 'newsletter_send_started', 'subscriber_deleted', 'subscribers_exported', 'subscribers_imported', 'figures_warning_confirmed', 'search_synonyms_added', 'search_synonyms_deleted', 'booking_made', 'booking_moved', 'booking_cancelled', 'booking_status_changed', 'booking_hours_changed'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('lead_notification', 'staff_alert', 'password_reset', 'newsletter_confirm', 'newsletter_post', 'newsletter_test', 'booking_invite', 'booking_reminder'));