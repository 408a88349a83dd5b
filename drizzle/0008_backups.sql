CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"size_bytes" bigint,
	"created_by" text,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	CONSTRAINT "backups_filename_unique" UNIQUE("filename"),
	CONSTRAINT "backups_status_check" CHECK ("backups"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "backups_trigger_check" CHECK ("backups"."trigger" in ('manual', 'scheduled', 'cli'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
CREATE INDEX "backups_created_idx" ON "backups" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('sign_in', 'sign_in_refused', 'sign_in_locked', 'sign_out', 'user_created', 'user_updated', 'user_frozen', 'user_unfrozen', 'user_password_reset', 'user_deleted', 'post_created', 'post_updated', 'post_published', 'post_unpublished', 'post_scheduled', 'post_deleted', 'backup_created', 'backup_restored', 'backup_deleted', 'backup_downloaded', 'settings_changed'));