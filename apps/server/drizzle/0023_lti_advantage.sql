CREATE TABLE "lti_context_services" (
	"issuer" text NOT NULL,
	"deployment_id" text NOT NULL,
	"context_id" text NOT NULL,
	"platform_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"memberships_url" text,
	"line_items_url" text,
	"grade_scopes" text[] DEFAULT '{}' NOT NULL,
	"last_sync" jsonb,
	"last_sync_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_context_services_issuer_deployment_id_context_id_pk" PRIMARY KEY("issuer","deployment_id","context_id")
);
--> statement-breakpoint
CREATE TABLE "lti_link_learners" (
	"link_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"last_launch_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_link_learners_link_id_user_id_pk" PRIMARY KEY("link_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lti_resource_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"deployment_id" text NOT NULL,
	"resource_link_id" text NOT NULL,
	"class_id" uuid,
	"title" text,
	"module_id" uuid,
	"activity_id" uuid,
	"line_item_url" text,
	"line_items_url" text,
	"grade_scopes" text[] DEFAULT '{}' NOT NULL,
	"line_item_lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_resource_links_unique" UNIQUE("issuer","deployment_id","resource_link_id")
);
--> statement-breakpoint
CREATE TABLE "lti_roster_members" (
	"class_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"removed_at" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_roster_members_class_id_issuer_subject_pk" PRIMARY KEY("class_id","issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "lti_score_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"score" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_score_outbox_attempt_unique" UNIQUE("link_id","statement_id")
);
--> statement-breakpoint
ALTER TABLE "lti_context_services" ADD CONSTRAINT "lti_context_services_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_context_services" ADD CONSTRAINT "lti_context_services_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_link_learners" ADD CONSTRAINT "lti_link_learners_link_id_lti_resource_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."lti_resource_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_link_learners" ADD CONSTRAINT "lti_link_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_members" ADD CONSTRAINT "lti_roster_members_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_members" ADD CONSTRAINT "lti_roster_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score_outbox" ADD CONSTRAINT "lti_score_outbox_link_id_lti_resource_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."lti_resource_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score_outbox" ADD CONSTRAINT "lti_score_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_context_services_class_idx" ON "lti_context_services" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "lti_link_learners_user_idx" ON "lti_link_learners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lti_resource_links_class_idx" ON "lti_resource_links" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "lti_score_outbox_due_idx" ON "lti_score_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "lti_score_outbox_link_user_idx" ON "lti_score_outbox" USING btree ("link_id","user_id");