CREATE TABLE "analytics_daily_browsers" (
	"day" date NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"views" integer NOT NULL,
	"bounces" integer NOT NULL,
	CONSTRAINT "analytics_daily_browsers_day_value_pk" PRIMARY KEY("day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_campaigns" (
	"day" date NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"views" integer NOT NULL,
	"bounces" integer NOT NULL,
	CONSTRAINT "analytics_daily_campaigns_day_value_pk" PRIMARY KEY("day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_countries" (
	"day" date NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"views" integer NOT NULL,
	"bounces" integer NOT NULL,
	CONSTRAINT "analytics_daily_countries_day_value_pk" PRIMARY KEY("day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_devices" (
	"day" date NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"views" integer NOT NULL,
	"bounces" integer NOT NULL,
	CONSTRAINT "analytics_daily_devices_day_value_pk" PRIMARY KEY("day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_entry_pages" (
	"day" date NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"views" integer NOT NULL,
	"bounces" integer NOT NULL,
	CONSTRAINT "analytics_daily_entry_pages_day_value_pk" PRIMARY KEY("day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_goals" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"detail" text NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "analytics_daily_goals_day_name_detail_pk" PRIMARY KEY("day","name","detail")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_languages" (
	"day" date NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"views" integer NOT NULL,
	"bounces" integer NOT NULL,
	CONSTRAINT "analytics_daily_languages_day_value_pk" PRIMARY KEY("day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_operating_systems" (
	"day" date NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"views" integer NOT NULL,
	"bounces" integer NOT NULL,
	CONSTRAINT "analytics_daily_operating_systems_day_value_pk" PRIMARY KEY("day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"views" integer NOT NULL,
	"bounces" integer NOT NULL,
	CONSTRAINT "analytics_daily_pages_day_value_pk" PRIMARY KEY("day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_posts" (
	"day" date NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"views" integer NOT NULL,
	"bounces" integer NOT NULL,
	CONSTRAINT "analytics_daily_posts_day_value_pk" PRIMARY KEY("day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_sources" (
	"day" date NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"views" integer NOT NULL,
	"bounces" integer NOT NULL,
	CONSTRAINT "analytics_daily_sources_day_value_pk" PRIMARY KEY("day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL,
	"views" integer NOT NULL,
	"bounces" integer NOT NULL,
	"time_on_page_seconds" bigint NOT NULL,
	"time_on_page_samples" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "os" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "page_views_occurred_idx" ON "page_views" USING btree ("occurred_at");