DROP INDEX "audit_events_occurred_idx";--> statement-breakpoint
DROP INDEX "login_history_timestamp_idx";--> statement-breakpoint
DROP INDEX "security_events_created_idx";--> statement-breakpoint
DROP INDEX "backups_created_idx";--> statement-breakpoint
DROP INDEX "posts_date_idx";--> statement-breakpoint
DROP INDEX "posts_featured_idx";--> statement-breakpoint
DROP INDEX "posts_type_idx";--> statement-breakpoint
DROP INDEX "post_revisions_post_idx";--> statement-breakpoint
DROP INDEX "media_created_idx";--> statement-breakpoint
CREATE INDEX "posts_admin_order_idx" ON "posts" USING btree ("date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_visibility_idx" ON "posts" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "login_history_timestamp_idx" ON "login_history" USING btree ("timestamp" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "security_events_created_idx" ON "security_events" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "backups_created_idx" ON "backups" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_date_idx" ON "posts" USING btree ("date" DESC NULLS FIRST,"title","id");--> statement-breakpoint
CREATE INDEX "posts_featured_idx" ON "posts" USING btree ("date" DESC NULLS FIRST,"title","id") WHERE "posts"."featured";--> statement-breakpoint
CREATE INDEX "posts_type_idx" ON "posts" USING btree ("type","date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "post_revisions_post_idx" ON "post_revisions" USING btree ("post_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at" DESC NULLS FIRST);