CREATE TABLE "league_members" (
	"class_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"user_id" uuid NOT NULL,
	"tier" integer NOT NULL,
	"group_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"experience" integer,
	"final_rank" integer,
	"outcome" text,
	CONSTRAINT "league_members_class_id_week_start_user_id_pk" PRIMARY KEY("class_id","week_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_weeks" (
	"class_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "league_weeks_class_id_week_start_pk" PRIMARY KEY("class_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "leagues" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "leaderboard" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "leaderboards" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_class_id_week_start_league_weeks_class_id_week_start_fk" FOREIGN KEY ("class_id","week_start") REFERENCES "public"."league_weeks"("class_id","week_start") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_weeks" ADD CONSTRAINT "league_weeks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_members_group_idx" ON "league_members" USING btree ("class_id","week_start","tier","group_no");--> statement-breakpoint
CREATE INDEX "league_members_user_idx" ON "league_members" USING btree ("user_id","class_id","week_start");--> statement-breakpoint
CREATE INDEX "league_weeks_open_idx" ON "league_weeks" USING btree ("ends_at") WHERE "league_weeks"."closed_at" is null;