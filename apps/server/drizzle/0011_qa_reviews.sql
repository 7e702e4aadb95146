CREATE TABLE "qa_chat_tags" (
	"chat_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "qa_chat_tags_chat_id_tag_id_pk" PRIMARY KEY("chat_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "qa_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent" text NOT NULL,
	"parent_id" integer NOT NULL,
	"note" boolean DEFAULT false NOT NULL,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"notify_users" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_cron_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"client_kind" text,
	"sample_rate" smallint DEFAULT 100 NOT NULL,
	"schedule" text NOT NULL,
	"last_ticket_id" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_pulled" integer DEFAULT 0 NOT NULL,
	"pulled_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_review_agents" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "qa_review_agents_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "qa_review_scores" (
	"review_id" integer NOT NULL,
	"score_type_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"weight" smallint NOT NULL,
	"critical" boolean NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "qa_review_scores_review_id_score_type_id_pk" PRIMARY KEY("review_id","score_type_id")
);
--> statement-breakpoint
CREATE TABLE "qa_review_tags" (
	"review_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "qa_review_tags_review_id_tag_id_pk" PRIMARY KEY("review_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "qa_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"chat_id" integer,
	"ticket_id" integer,
	"reviewer_id" integer NOT NULL,
	"score" real NOT NULL,
	"critical_fails" smallint DEFAULT 0 NOT NULL,
	"send_stats" boolean DEFAULT true NOT NULL,
	"review_later" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"conversation_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "qa_reviews_one_conversation" CHECK (num_nonnulls("qa_reviews"."chat_id", "qa_reviews"."ticket_id") = 1 AND "qa_reviews"."kind" IN ('chat', 'ticket'))
);
--> statement-breakpoint
CREATE TABLE "qa_ticket_tags" (
	"ticket_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "qa_ticket_tags_ticket_id_tag_id_pk" PRIMARY KEY("ticket_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "qa_chats" ADD COLUMN "queue_state" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "qa_chats" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "qa_chats" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "qa_chats" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qa_chats" ADD COLUMN "search" "tsvector";--> statement-breakpoint
ALTER TABLE "qa_tickets" ADD COLUMN "queue_state" text DEFAULT 'out' NOT NULL;--> statement-breakpoint
ALTER TABLE "qa_tickets" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "qa_tickets" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "qa_tickets" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qa_tickets" ADD COLUMN "search" "tsvector";--> statement-breakpoint
ALTER TABLE "qa_chat_tags" ADD CONSTRAINT "qa_chat_tags_chat_id_qa_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."qa_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_chat_tags" ADD CONSTRAINT "qa_chat_tags_tag_id_qa_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."qa_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_comments" ADD CONSTRAINT "qa_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_review_agents" ADD CONSTRAINT "qa_review_agents_review_id_qa_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."qa_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_review_agents" ADD CONSTRAINT "qa_review_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_review_scores" ADD CONSTRAINT "qa_review_scores_review_id_qa_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."qa_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_review_scores" ADD CONSTRAINT "qa_review_scores_score_type_id_qa_score_types_id_fk" FOREIGN KEY ("score_type_id") REFERENCES "public"."qa_score_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_review_scores" ADD CONSTRAINT "qa_review_scores_grade_id_qa_score_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."qa_score_grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_review_tags" ADD CONSTRAINT "qa_review_tags_review_id_qa_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."qa_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_review_tags" ADD CONSTRAINT "qa_review_tags_tag_id_qa_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."qa_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_reviews" ADD CONSTRAINT "qa_reviews_chat_id_qa_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."qa_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_reviews" ADD CONSTRAINT "qa_reviews_ticket_id_qa_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."qa_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_reviews" ADD CONSTRAINT "qa_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_ticket_tags" ADD CONSTRAINT "qa_ticket_tags_ticket_id_qa_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."qa_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_ticket_tags" ADD CONSTRAINT "qa_ticket_tags_tag_id_qa_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."qa_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_chat_tags_tag_idx" ON "qa_chat_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "qa_comments_parent_idx" ON "qa_comments" USING btree ("parent","parent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_cron_configs_name_uq" ON "qa_cron_configs" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "qa_review_agents_user_idx" ON "qa_review_agents" USING btree ("user_id","review_id");--> statement-breakpoint
CREATE INDEX "qa_review_tags_tag_idx" ON "qa_review_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_reviews_live_chat_uq" ON "qa_reviews" USING btree ("chat_id","reviewer_id") WHERE deleted_at IS NULL AND chat_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "qa_reviews_live_ticket_uq" ON "qa_reviews" USING btree ("ticket_id","reviewer_id") WHERE deleted_at IS NULL AND ticket_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "qa_reviews_chat_idx" ON "qa_reviews" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "qa_reviews_ticket_idx" ON "qa_reviews" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "qa_reviews_archive_at_idx" ON "qa_reviews" USING btree ("kind","created_at","id") WHERE NOT review_later;--> statement-breakpoint
CREATE INDEX "qa_reviews_archive_conversation_idx" ON "qa_reviews" USING btree ("kind","conversation_at","id") WHERE NOT review_later;--> statement-breakpoint
CREATE INDEX "qa_reviews_archive_score_idx" ON "qa_reviews" USING btree ("kind","score","id") WHERE NOT review_later;--> statement-breakpoint
CREATE INDEX "qa_reviews_reviewer_idx" ON "qa_reviews" USING btree ("reviewer_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_reviews_deferred_idx" ON "qa_reviews" USING btree ("reviewer_id") WHERE review_later AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "qa_ticket_tags_tag_idx" ON "qa_ticket_tags" USING btree ("tag_id");--> statement-breakpoint
ALTER TABLE "qa_chats" ADD CONSTRAINT "qa_chats_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_tickets" ADD CONSTRAINT "qa_tickets_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_chats_queue_idx" ON "qa_chats" USING btree ("started_at","id") WHERE queue_state = 'waiting';--> statement-breakpoint
CREATE INDEX "qa_chats_claimed_idx" ON "qa_chats" USING btree ("claimed_by") WHERE claimed_by IS NOT NULL;--> statement-breakpoint
CREATE INDEX "qa_chats_search_idx" ON "qa_chats" USING gin ("search");--> statement-breakpoint
CREATE INDEX "qa_tickets_queue_idx" ON "qa_tickets" USING btree ("opened_at","id") WHERE queue_state = 'waiting';--> statement-breakpoint
CREATE INDEX "qa_tickets_claimed_idx" ON "qa_tickets" USING btree ("claimed_by") WHERE claimed_by IS NOT NULL;--> statement-breakpoint
CREATE INDEX "qa_tickets_out_idx" ON "qa_tickets" USING btree ("id") WHERE queue_state = 'out';--> statement-breakpoint
CREATE INDEX "qa_tickets_search_idx" ON "qa_tickets" USING gin ("search");