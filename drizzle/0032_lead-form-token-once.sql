ALTER TABLE "leads" ADD COLUMN "form_token_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_form_token_idx" ON "leads" USING btree ("form_token_id");