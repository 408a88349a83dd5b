CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"claimed_by" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"error" text,
	CONSTRAINT "job_runs_job_slot_pk" PRIMARY KEY("job","slot"),
	CONSTRAINT "job_runs_status_check" CHECK ("job_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at");