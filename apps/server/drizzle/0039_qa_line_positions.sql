DROP INDEX "qa_chat_messages_chat_idx";--> statement-breakpoint
DROP INDEX "qa_ticket_replies_ticket_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "qa_chat_messages_position_uq" ON "qa_chat_messages" USING btree ("chat_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_ticket_replies_position_uq" ON "qa_ticket_replies" USING btree ("ticket_id","position");