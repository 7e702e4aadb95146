CREATE TABLE "qa_escalation_reviews" (
	"escalation_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	CONSTRAINT "qa_escalation_reviews_escalation_id_review_id_pk" PRIMARY KEY("escalation_id","review_id")
);
--> statement-breakpoint
CREATE TABLE "qa_escalations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"chat_id" integer,
	"ticket_id" integer,
	"reason" text NOT NULL,
	"raised_by" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_by" integer,
	"outcome_review_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_escalations_one_conversation" CHECK (num_nonnulls("qa_escalations"."chat_id", "qa_escalations"."ticket_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "qa_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"review_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"seen_at" timestamp with time zone,
	"dispute_reason" text,
	"dispute_scores" jsonb,
	"disputed_at" timestamp with time zone,
	"resolution_note" text,
	"score_before" real,
	"score_after" real,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_stats_agents" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"shift" text NOT NULL,
	"agent_id" integer NOT NULL,
	"reviews" integer NOT NULL,
	"score_sum" double precision NOT NULL,
	"critical_fails" integer NOT NULL,
	"feedbacks" integer NOT NULL,
	"disputes" integer NOT NULL,
	CONSTRAINT "qa_stats_agents_day_kind_agent_id_shift_pk" PRIMARY KEY("day","kind","agent_id","shift")
);
--> statement-breakpoint
CREATE TABLE "qa_stats_criteria" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"shift" text NOT NULL,
	"reviewer_id" integer NOT NULL,
	"score_type_id" integer NOT NULL,
	"graded" integer NOT NULL,
	"value_sum" integer NOT NULL,
	CONSTRAINT "qa_stats_criteria_day_kind_reviewer_id_shift_score_type_id_pk" PRIMARY KEY("day","kind","reviewer_id","shift","score_type_id")
);
--> statement-breakpoint
CREATE TABLE "qa_stats_reviews" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"shift" text NOT NULL,
	"reviewer_id" integer NOT NULL,
	"reviews" integer NOT NULL,
	"score_sum" double precision NOT NULL,
	"critical_fails" integer NOT NULL,
	"failed" integer NOT NULL,
	"feedbacks" integer NOT NULL,
	"disputes" integer NOT NULL,
	CONSTRAINT "qa_stats_reviews_day_kind_reviewer_id_shift_pk" PRIMARY KEY("day","kind","reviewer_id","shift")
);
--> statement-breakpoint
CREATE TABLE "qa_stats_tags" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"shift" text NOT NULL,
	"reviewer_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "qa_stats_tags_day_kind_reviewer_id_shift_tag_id_pk" PRIMARY KEY("day","kind","reviewer_id","shift","tag_id")
);
--> statement-breakpoint
ALTER TABLE "qa_escalation_reviews" ADD CONSTRAINT "qa_escalation_reviews_escalation_id_qa_escalations_id_fk" FOREIGN KEY ("escalation_id") REFERENCES "public"."qa_escalations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_escalation_reviews" ADD CONSTRAINT "qa_escalation_reviews_review_id_qa_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."qa_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_escalations" ADD CONSTRAINT "qa_escalations_chat_id_qa_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."qa_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_escalations" ADD CONSTRAINT "qa_escalations_ticket_id_qa_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."qa_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_escalations" ADD CONSTRAINT "qa_escalations_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_escalations" ADD CONSTRAINT "qa_escalations_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_escalations" ADD CONSTRAINT "qa_escalations_outcome_review_id_qa_reviews_id_fk" FOREIGN KEY ("outcome_review_id") REFERENCES "public"."qa_reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_feedbacks" ADD CONSTRAINT "qa_feedbacks_review_id_qa_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."qa_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_feedbacks" ADD CONSTRAINT "qa_feedbacks_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_feedbacks" ADD CONSTRAINT "qa_feedbacks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_feedbacks" ADD CONSTRAINT "qa_feedbacks_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_escalations_kind_idx" ON "qa_escalations" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "qa_feedbacks_kind_idx" ON "qa_feedbacks" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "qa_feedbacks_agent_idx" ON "qa_feedbacks" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_feedbacks_review_idx" ON "qa_feedbacks" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "qa_reviews_statistics_idx" ON "qa_reviews" USING btree ("conversation_at") WHERE deleted_at IS NULL AND NOT review_later AND send_stats;