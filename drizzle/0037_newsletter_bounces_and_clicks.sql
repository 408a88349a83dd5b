CREATE TABLE "newsletter_link_clicks" (
	"send_id" uuid NOT NULL,
	"url" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "newsletter_link_clicks_send_id_url_pk" PRIMARY KEY("send_id","url")
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "complained_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN "count_clicks" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_link_clicks" ADD CONSTRAINT "newsletter_link_clicks_send_id_newsletter_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;