ALTER TABLE "analytics_daily_browsers" DROP CONSTRAINT "analytics_daily_browsers_day_value_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_campaigns" DROP CONSTRAINT "analytics_daily_campaigns_day_value_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_countries" DROP CONSTRAINT "analytics_daily_countries_day_value_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_devices" DROP CONSTRAINT "analytics_daily_devices_day_value_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_entry_pages" DROP CONSTRAINT "analytics_daily_entry_pages_day_value_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_goals" DROP CONSTRAINT "analytics_daily_goals_day_name_detail_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_languages" DROP CONSTRAINT "analytics_daily_languages_day_value_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_operating_systems" DROP CONSTRAINT "analytics_daily_operating_systems_day_value_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_pages" DROP CONSTRAINT "analytics_daily_pages_day_value_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_posts" DROP CONSTRAINT "analytics_daily_posts_day_value_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_sources" DROP CONSTRAINT "analytics_daily_sources_day_value_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily_totals" DROP CONSTRAINT "analytics_daily_totals_pkey";--> statement-breakpoint
ALTER TABLE "analytics_daily_browsers" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_browsers" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_campaigns" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_campaigns" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_countries" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_countries" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_devices" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_devices" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_entry_pages" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_entry_pages" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_goals" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_goals" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_languages" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_languages" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_operating_systems" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_operating_systems" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_pages" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_pages" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_posts" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_posts" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_sources" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_sources" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_totals" ADD COLUMN "filter_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_totals" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_rolled_days" ADD COLUMN "filters_rolled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_browsers" ADD CONSTRAINT "analytics_daily_browsers_filter_key_filter_value_day_value_pk" PRIMARY KEY("filter_key","filter_value","day","value");--> statement-breakpoint
ALTER TABLE "analytics_daily_campaigns" ADD CONSTRAINT "analytics_daily_campaigns_filter_key_filter_value_day_value_pk" PRIMARY KEY("filter_key","filter_value","day","value");--> statement-breakpoint
ALTER TABLE "analytics_daily_countries" ADD CONSTRAINT "analytics_daily_countries_filter_key_filter_value_day_value_pk" PRIMARY KEY("filter_key","filter_value","day","value");--> statement-breakpoint
ALTER TABLE "analytics_daily_devices" ADD CONSTRAINT "analytics_daily_devices_filter_key_filter_value_day_value_pk" PRIMARY KEY("filter_key","filter_value","day","value");--> statement-breakpoint
ALTER TABLE "analytics_daily_entry_pages" ADD CONSTRAINT "analytics_daily_entry_pages_filter_key_filter_value_day_value_pk" PRIMARY KEY("filter_key","filter_value","day","value");--> statement-breakpoint
ALTER TABLE "analytics_daily_goals" ADD CONSTRAINT "analytics_daily_goals_filter_key_filter_value_day_name_detail_pk" PRIMARY KEY("filter_key","filter_value","day","name","detail");--> statement-breakpoint
ALTER TABLE "analytics_daily_languages" ADD CONSTRAINT "analytics_daily_languages_filter_key_filter_value_day_value_pk" PRIMARY KEY("filter_key","filter_value","day","value");--> statement-breakpoint
ALTER TABLE "analytics_daily_operating_systems" ADD CONSTRAINT "analytics_daily_operating_systems_filter_key_filter_value_day_value_pk" PRIMARY KEY("filter_key","filter_value","day","value");--> statement-breakpoint
ALTER TABLE "analytics_daily_pages" ADD CONSTRAINT "analytics_daily_pages_filter_key_filter_value_day_value_pk" PRIMARY KEY("filter_key","filter_value","day","value");--> statement-breakpoint
ALTER TABLE "analytics_daily_posts" ADD CONSTRAINT "analytics_daily_posts_filter_key_filter_value_day_value_pk" PRIMARY KEY("filter_key","filter_value","day","value");--> statement-breakpoint
ALTER TABLE "analytics_daily_sources" ADD CONSTRAINT "analytics_daily_sources_filter_key_filter_value_day_value_pk" PRIMARY KEY("filter_key","filter_value","day","value");--> statement-breakpoint
ALTER TABLE "analytics_daily_totals" ADD CONSTRAINT "analytics_daily_totals_filter_key_filter_value_day_pk" PRIMARY KEY("filter_key","filter_value","day");
