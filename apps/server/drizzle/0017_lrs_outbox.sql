CREATE TABLE "lrs_connection" (
	"id" text PRIMARY KEY NOT NULL,
	"endpoint" text,
	"username" text,
	"password" text,
	"authorization" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_error" text,
	"delivered" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lrs_outbox" (
	"statement_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"parked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lrs_connection" ADD CONSTRAINT "lrs_connection_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lrs_outbox" ADD CONSTRAINT "lrs_outbox_statement_id_learning_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."learning_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lrs_outbox_due_idx" ON "lrs_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Statements written before the outbox existed are sent too, once a store is configured.
INSERT INTO "lrs_outbox" ("statement_id") SELECT "id" FROM "learning_statements" ON CONFLICT DO NOTHING;
