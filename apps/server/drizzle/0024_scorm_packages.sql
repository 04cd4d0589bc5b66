CREATE TABLE "scorm_packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"module_id" uuid NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"launch" text NOT NULL,
	"mastery_score" real,
	"files" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_states" ADD COLUMN "scorm_runtime" jsonb;--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD CONSTRAINT "scorm_packages_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorm_packages_module_idx" ON "scorm_packages" USING btree ("module_id");