ALTER TABLE "audit_log" ADD COLUMN "peer" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "event" text;--> statement-breakpoint
CREATE INDEX "audit_log_security_idx" ON "audit_log" USING btree ("id") WHERE "audit_log"."event" IS NOT NULL;