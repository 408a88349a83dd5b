ALTER TABLE "posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every post stored before statuses existed was public: it counts as published since it was created.
UPDATE "posts" SET "published_at" = "created_at";--> statement-breakpoint
CREATE INDEX "posts_scheduled_idx" ON "posts" USING btree ("publish_at") WHERE "posts"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_publish_at_check" CHECK (("posts"."status" = 'scheduled') = ("posts"."publish_at" is not null));