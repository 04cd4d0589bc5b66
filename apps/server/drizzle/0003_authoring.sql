CREATE TABLE "clipboards" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clipboards_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "embeddable_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_images" (
	"file_name" text PRIMARY KEY NOT NULL,
	"module_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_versions" (
	"module_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_versions_module_id_version_pk" PRIMARY KEY("module_id","version")
);
--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "level" text DEFAULT 'beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "estimated_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "cover_image" text;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "draft_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "published_revision" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "clipboards" ADD CONSTRAINT "clipboards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_activities" ADD CONSTRAINT "module_activities_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_activities" ADD CONSTRAINT "module_activities_unit_id_module_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."module_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_images" ADD CONSTRAINT "module_images_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_sections" ADD CONSTRAINT "module_sections_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_units" ADD CONSTRAINT "module_units_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_units" ADD CONSTRAINT "module_units_section_id_module_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."module_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_versions" ADD CONSTRAINT "module_versions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_activities_unit_idx" ON "module_activities" USING btree ("unit_id","position");--> statement-breakpoint
CREATE INDEX "module_images_module_idx" ON "module_images" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "module_sections_module_idx" ON "module_sections" USING btree ("module_id","position");--> statement-breakpoint
CREATE INDEX "module_units_section_idx" ON "module_units" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "modules_updated_idx" ON "modules" USING btree ("updated_at");--> statement-breakpoint
-- Sites schools commonly embed, allowed from the start; admins add or remove hosts afterwards.
INSERT INTO "embeddable_hosts" ("host", "note") VALUES
	('www.youtube-nocookie.com', 'YouTube videos without tracking cookies'),
	('player.vimeo.com', 'Vimeo videos'),
	('phet.colorado.edu', 'PhET interactive simulations'),
	('www.geogebra.org', 'GeoGebra maths applets'),
	('scratch.mit.edu', 'Scratch projects'),
	('www.desmos.com', 'Desmos graphing calculator');
