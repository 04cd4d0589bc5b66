CREATE TABLE "password_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"nickname" text NOT NULL,
	"team" integer NOT NULL,
	"clues_given" integer DEFAULT 0 NOT NULL,
	"experience" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pin" text NOT NULL,
	"host_id" uuid NOT NULL,
	"module_id" uuid,
	"title" text NOT NULL,
	"mode" text NOT NULL,
	"phase" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"rounds" integer NOT NULL,
	"turns_played" integer DEFAULT 0 NOT NULL,
	"scores" jsonb NOT NULL,
	"deck" jsonb NOT NULL,
	"turn" jsonb,
	"competition" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_players" ADD CONSTRAINT "password_players_room_id_password_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."password_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_players" ADD CONSTRAINT "password_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_rooms" ADD CONSTRAINT "password_rooms_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_rooms" ADD CONSTRAINT "password_rooms_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_players_seat_idx" ON "password_players" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_players_nickname_idx" ON "password_players" USING btree ("room_id","nickname");--> statement-breakpoint
CREATE INDEX "password_players_user_idx" ON "password_players" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_rooms_running_pin_idx" ON "password_rooms" USING btree ("pin") WHERE "password_rooms"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "password_rooms_host_idx" ON "password_rooms" USING btree ("host_id","created_at");