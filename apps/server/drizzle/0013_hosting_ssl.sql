CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "hosting_cdn_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vhost_id" integer NOT NULL,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_cdn_vhosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"origin" text NOT NULL,
	"xdn" boolean DEFAULT true NOT NULL,
	"last_cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_downtimes" (
	"id" serial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"reason" text NOT NULL,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "hosting_php_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Up' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"check" jsonb NOT NULL,
	"check_failures" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"website_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"server_id" integer NOT NULL,
	"php_version" text,
	"php_modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssl_acme_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"directory_url" text NOT NULL,
	"email" text NOT NULL,
	"account_url" text,
	"key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssl_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"domain" text NOT NULL,
	"alt_names" text[] NOT NULL,
	"website_id" integer,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"serial_number" text NOT NULL,
	"fingerprint256" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"certificate_pem" text NOT NULL,
	"chain_pem" text DEFAULT '' NOT NULL,
	"key_sealed" text NOT NULL,
	"key_type" text NOT NULL,
	"email" text,
	"auto_renew" boolean NOT NULL,
	"renewal_error" text,
	"renewal_started_at" timestamp with time zone,
	"last_renewed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosting_cdn_requests" ADD CONSTRAINT "hosting_cdn_requests_vhost_id_hosting_cdn_vhosts_id_fk" FOREIGN KEY ("vhost_id") REFERENCES "public"."hosting_cdn_vhosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_cdn_requests" ADD CONSTRAINT "hosting_cdn_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_downtimes" ADD CONSTRAINT "hosting_downtimes_server_id_hosting_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."hosting_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_websites" ADD CONSTRAINT "hosting_websites_server_id_hosting_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."hosting_servers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD CONSTRAINT "ssl_certificates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hosting_cdn_requests_vhost_idx" ON "hosting_cdn_requests" USING btree ("vhost_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_cdn_vhosts_domain_uq" ON "hosting_cdn_vhosts" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "hosting_cdn_vhosts_domain_trgm_idx" ON "hosting_cdn_vhosts" USING gin ("domain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hosting_downtimes_server_idx" ON "hosting_downtimes" USING btree ("server_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_downtimes_open_uq" ON "hosting_downtimes" USING btree ("server_id") WHERE "hosting_downtimes"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "hosting_downtimes_span_idx" ON "hosting_downtimes" USING btree ("started_at","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_php_modules_name_uq" ON "hosting_php_modules" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_servers_name_uq" ON "hosting_servers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "hosting_servers_type_idx" ON "hosting_servers" USING btree ("type","name");--> statement-breakpoint
CREATE UNIQUE INDEX "hosting_websites_domain_uq" ON "hosting_websites" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "hosting_websites_server_idx" ON "hosting_websites" USING btree ("server_id","domain");--> statement-breakpoint
CREATE INDEX "hosting_websites_domain_trgm_idx" ON "hosting_websites" USING gin ("domain" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ssl_acme_accounts_uq" ON "ssl_acme_accounts" USING btree ("directory_url",lower("email"));--> statement-breakpoint
CREATE INDEX "ssl_certificates_not_after_idx" ON "ssl_certificates" USING btree ("not_after","id");--> statement-breakpoint
CREATE INDEX "ssl_certificates_domain_idx" ON "ssl_certificates" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "ssl_certificates_website_idx" ON "ssl_certificates" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "ssl_certificates_alt_names_idx" ON "ssl_certificates" USING gin ("alt_names");