DROP INDEX "posts_date_idx";--> statement-breakpoint
CREATE INDEX "posts_featured_idx" ON "posts" USING btree ("date" DESC NULLS LAST,"title","id") WHERE "posts"."featured";--> statement-breakpoint
CREATE INDEX "posts_type_idx" ON "posts" USING btree ("type","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_date_idx" ON "posts" USING btree ("date" DESC NULLS LAST,"title","id");