CREATE TABLE "content_autosaves" (
	"user_id" uuid NOT NULL,
	"document_id" text NOT NULL,
	"base_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_autosaves_user_id_document_id_pk" PRIMARY KEY("user_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"published_by" text,
	"draft" jsonb,
	"draft_saved_at" timestamp with time zone,
	"draft_saved_by" text,
	"publish_at" timestamp with time zone,
	"publish_error" text,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" text NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"publish_at" timestamp with time zone,
	"author_id" uuid,
	"author_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_kind_check" CHECK ("content_revisions"."kind" in ('draft_saved', 'published', 'scheduled', 'unscheduled', 'restored', 'reset', 'draft_discarded'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "content_autosaves" ADD CONSTRAINT "content_autosaves_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_document_idx" ON "content_revisions" USING btree ("document_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('sign_in', 'sign_in_refused', 'sign_in_locked', 'sign_out', 'user_created', 'user_updated', 'user_frozen', 'user_unfrozen', 'user_password_reset', 'user_deleted', 'post_created', 'post_updated', 'post_published', 'post_unpublished', 'post_scheduled', 'post_deleted', 'backup_created', 'backup_restored', 'backup_deleted', 'backup_downloaded', 'media_uploaded', 'media_updated', 'media_deleted', 'settings_changed', 'two_factor_enabled', 'two_factor_disabled', 'two_factor_reset', 'recovery_codes_regenerated', 'recovery_code_used', 'session_revoked', 'rate_limit_lifted', 'security_fix_applied', 'content_draft_saved', 'content_published', 'content_scheduled', 'content_unscheduled', 'content_restored', 'content_reset', 'content_draft_discarded', 'content_reviewed'));