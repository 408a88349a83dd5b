CREATE TABLE "draft_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" text NOT NULL,
	"document_label" text NOT NULL,
	"document_version" integer NOT NULL,
	"author_id" uuid,
	"author_label" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_label" text,
	CONSTRAINT "draft_comments_kind_check" CHECK ("draft_comments"."document_kind" in ('post', 'content'))
);
--> statement-breakpoint
CREATE TABLE "preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" text NOT NULL,
	"pinned_version" integer,
	"created_by_id" uuid,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_label" text,
	"open_count" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	CONSTRAINT "preview_links_kind_check" CHECK ("preview_links"."document_kind" in ('post', 'content'))
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" text NOT NULL,
	"document_label" text NOT NULL,
	"base_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"publish_at" timestamp with time zone,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by_id" uuid,
	"submitted_by_label" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_label" text,
	"decided_at" timestamp with time zone,
	"comment" text,
	CONSTRAINT "review_requests_kind_check" CHECK ("review_requests"."document_kind" in ('post', 'content')),
	CONSTRAINT "review_requests_status_check" CHECK ("review_requests"."status" in ('pending', 'approved', 'changes_requested', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "signoff_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"review_request_id" uuid NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" text NOT NULL,
	"document_label" text NOT NULL,
	"actor_label" text NOT NULL,
	"submitted_by_label" text NOT NULL,
	"changed_values" jsonb NOT NULL,
	"source" text NOT NULL,
	"effective_date" text NOT NULL,
	"pages" jsonb NOT NULL,
	"comment" text,
	CONSTRAINT "signoff_log_event_check" CHECK ("signoff_log"."event" in ('submitted', 'approved', 'changes_requested')),
	CONSTRAINT "signoff_log_kind_check" CHECK ("signoff_log"."document_kind" in ('post', 'content'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "draft_comments" ADD CONSTRAINT "draft_comments_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_id_admin_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_submitted_by_id_admin_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_comments_document_idx" ON "draft_comments" USING btree ("document_kind","document_id","created_at");--> statement-breakpoint
CREATE INDEX "draft_comments_open_idx" ON "draft_comments" USING btree ("created_at") WHERE "draft_comments"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "preview_links_token_idx" ON "preview_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "preview_links_document_idx" ON "preview_links" USING btree ("document_kind","document_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "review_requests_document_idx" ON "review_requests" USING btree ("document_kind","document_id","submitted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "review_requests_pending_idx" ON "review_requests" USING btree ("submitted_at") WHERE "review_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "signoff_log_at_idx" ON "signoff_log" USING btree ("at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('sign_in', 'sign_in_refused', 'sign_in_locked', 'sign_out', 'user_created', 'user_updated', 'user_frozen', 'user_unfrozen', 'user_password_reset', 'user_deleted', 'password_changed', 'security_alerts_acknowledged', 'post_created', 'post_updated', 'post_published', 'post_unpublished', 'post_scheduled', 'post_deleted', 'post_restored', 'post_purged', 'backup_created', 'backup_restored', 'backup_deleted', 'backup_downloaded', 'media_uploaded', 'media_updated', 'media_deleted', 'media_restored', 'media_purged', 'settings_changed', 'two_factor_enabled', 'two_factor_disabled', 'two_factor_reset', 'recovery_codes_regenerated', 'recovery_code_used', 'session_revoked', 'rate_limit_lifted', 'password_confirmation_refused', 'secret_guessing_lifted', 'security_fix_applied', 'content_draft_saved', 'content_published', 'content_scheduled', 'content_unscheduled', 'content_restored', 'content_reset', 'content_draft_discarded', 'content_reviewed', 'lead_received', 'lead_updated', 'lead_deleted', 'leads_exported', 'password_reset_requested', 'password_reset_by_link', 'alert_mail_changed', 'newsletter_test_sent', 'newsletter_send_started', 'subscriber_deleted', 'subscribers_exported', 'subscribers_imported', 'figures_warning_confirmed', 'search_synonyms_added', 'search_synonyms_deleted', 'booking_made', 'booking_moved', 'booking_cancelled', 'booking_status_changed', 'booking_hours_changed', 'training_session_saved', 'training_registration_received', 'training_registration_cancelled', 'training_offer_taken', 'training_attendance_recorded', 'training_certificates_issued', 'training_certificate_revoked', 'training_roster_exported', 'review_submitted', 'review_approved', 'review_changes_requested', 'review_withdrawn', 'review_settings_changed', 'preview_link_created', 'preview_link_revoked', 'draft_comment_added', 'draft_comment_resolved', 'signoff_log_exported'));