CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"avif_status" text DEFAULT 'pending' NOT NULL,
	"uploaded_by" uuid,
	"uploader_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_hash_unique" UNIQUE("hash"),
	CONSTRAINT "media_avif_status_check" CHECK ("media"."avif_status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_avif_pending_idx" ON "media" USING btree ("created_at") WHERE "media"."avif_status" = 'pending';--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK ("audit_events"."action" in ('sign_in', 'sign_in_refused', 'sign_in_locked', 'sign_out', 'user_created', 'user_updated', 'user_frozen', 'user_unfrozen', 'user_password_reset', 'user_deleted', 'post_created', 'post_updated', 'post_published', 'post_unpublished', 'post_scheduled', 'post_deleted', 'backup_created', 'backup_restored', 'backup_deleted', 'backup_downloaded', 'media_uploaded', 'media_updated', 'media_deleted', 'settings_changed'));