CREATE TABLE "code_box_code" (
	"code_box_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"specification_version" integer,
	"code" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_box_code_code_box_id_version_pk" PRIMARY KEY("code_box_id","version")
);
--> statement-breakpoint
CREATE TABLE "code_box_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_box_id" uuid NOT NULL,
	"code_version" integer NOT NULL,
	"level" integer NOT NULL,
	"summary" text NOT NULL,
	"hints" jsonb NOT NULL,
	"solution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_box_specifications" (
	"code_box_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"template" text,
	"specification" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_box_specifications_code_box_id_version_pk" PRIMARY KEY("code_box_id","version")
);
--> statement-breakpoint
CREATE TABLE "code_boxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"prompt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "code_box_full_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "code_box_code" ADD CONSTRAINT "code_box_code_code_box_id_code_boxes_id_fk" FOREIGN KEY ("code_box_id") REFERENCES "public"."code_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_box_feedback" ADD CONSTRAINT "code_box_feedback_code_box_id_code_boxes_id_fk" FOREIGN KEY ("code_box_id") REFERENCES "public"."code_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_box_specifications" ADD CONSTRAINT "code_box_specifications_code_box_id_code_boxes_id_fk" FOREIGN KEY ("code_box_id") REFERENCES "public"."code_boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_boxes" ADD CONSTRAINT "code_boxes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_box_feedback_box_idx" ON "code_box_feedback" USING btree ("code_box_id","created_at");--> statement-breakpoint
CREATE INDEX "code_boxes_owner_idx" ON "code_boxes" USING btree ("owner_id","updated_at");