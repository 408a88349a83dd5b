CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visitor_id" text NOT NULL,
	"session_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer" text,
	"screen_width" integer,
	"screen_height" integer,
	"language" text,
	"browser" text,
	"blog_post_id" uuid,
	"visitor_id" text NOT NULL,
	"session_id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_name_idx" ON "analytics_events" USING btree ("day","name");--> statement-breakpoint
CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "page_views_visitor_idx" ON "page_views" USING btree ("visitor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "page_views_post_idx" ON "page_views" USING btree ("blog_post_id");