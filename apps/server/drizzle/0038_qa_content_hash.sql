ALTER TABLE "qa_chats" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "qa_tickets" ADD COLUMN "content_hash" text;