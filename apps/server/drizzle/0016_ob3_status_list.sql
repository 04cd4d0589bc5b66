CREATE TABLE "certificate_status_entries" (
	"list_id" integer NOT NULL,
	"status_index" integer NOT NULL,
	"certificate_id" uuid,
	CONSTRAINT "certificate_status_entries_list_id_status_index_pk" PRIMARY KEY("list_id","status_index"),
	CONSTRAINT "certificate_status_entries_certificate_id_unique" UNIQUE("certificate_id")
);
--> statement-breakpoint
CREATE TABLE "certificate_status_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_status_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_subjects" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"subject_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "credential_subjects_subject_id_unique" UNIQUE("subject_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "previous_credential" text;--> statement-breakpoint
ALTER TABLE "certificate_status_entries" ADD CONSTRAINT "certificate_status_entries_list_id_certificate_status_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."certificate_status_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_status_entries" ADD CONSTRAINT "certificate_status_entries_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_subjects" ADD CONSTRAINT "credential_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;