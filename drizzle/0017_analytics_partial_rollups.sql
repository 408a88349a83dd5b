CREATE TABLE "analytics_partial_rollups" (
	"filter_key" text DEFAULT '' NOT NULL,
	"filter_value" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_partial_rollups_filter_key_filter_value_day_pk" PRIMARY KEY("filter_key","filter_value","day")
);
