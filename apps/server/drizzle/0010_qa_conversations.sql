CREATE TABLE "qa_chat_agents" (
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "qa_chat_agents_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "qa_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"position" integer NOT NULL,
	"author" text NOT NULL,
	"author_kind" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT 'chat' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"message_count" integer DEFAULT 0 NOT NULL,
	"agent_emails" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_ticket_agents" (
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "qa_ticket_agents_ticket_id_user_id_pk" PRIMARY KEY("ticket_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "qa_ticket_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"position" integer NOT NULL,
	"author" text NOT NULL,
	"author_kind" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"subject" text NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"client_email" text,
	"client_kind" text NOT NULL,
	"client_flag" text,
	"opened_at" timestamp with time zone NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"agent_emails" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qa_chat_agents" ADD CONSTRAINT "qa_chat_agents_chat_id_qa_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."qa_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_chat_agents" ADD CONSTRAINT "qa_chat_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_chat_messages" ADD CONSTRAINT "qa_chat_messages_chat_id_qa_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."qa_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_ticket_agents" ADD CONSTRAINT "qa_ticket_agents_ticket_id_qa_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."qa_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_ticket_agents" ADD CONSTRAINT "qa_ticket_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_ticket_replies" ADD CONSTRAINT "qa_ticket_replies_ticket_id_qa_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."qa_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_chat_agents_user_idx" ON "qa_chat_agents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "qa_chat_messages_chat_idx" ON "qa_chat_messages" USING btree ("chat_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_chats_external_uq" ON "qa_chats" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "qa_chats_started_idx" ON "qa_chats" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "qa_ticket_agents_user_idx" ON "qa_ticket_agents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "qa_ticket_replies_ticket_idx" ON "qa_ticket_replies" USING btree ("ticket_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_tickets_external_uq" ON "qa_tickets" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "qa_tickets_opened_idx" ON "qa_tickets" USING btree ("opened_at","id");