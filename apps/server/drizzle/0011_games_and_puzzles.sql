CREATE TABLE "game_answers" (
	"player_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"option_id" text NOT NULL,
	"correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_answers_player_id_question_index_pk" PRIMARY KEY("player_id","question_index")
);
--> statement-breakpoint
CREATE TABLE "game_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"nickname" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"question_index" integer DEFAULT -1 NOT NULL,
	"question_started_at" timestamp with time zone,
	"experience" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pin" text NOT NULL,
	"host_id" uuid NOT NULL,
	"activity_id" uuid,
	"title" text NOT NULL,
	"mode" text NOT NULL,
	"phase" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"question_index" integer DEFAULT -1 NOT NULL,
	"question_started_at" timestamp with time zone,
	"seconds_per_question" integer NOT NULL,
	"closes_at" timestamp with time zone,
	"competition" text,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "puzzle_solves" (
	"puzzle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"solved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "puzzle_solves_puzzle_id_user_id_pk" PRIMARY KEY("puzzle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "puzzles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"competition" text,
	"entries" jsonb NOT NULL,
	"layout" jsonb NOT NULL,
	"left_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_answers" ADD CONSTRAINT "game_answers_player_id_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_answers" ADD CONSTRAINT "game_answers_room_id_game_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."game_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_room_id_game_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."game_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rooms" ADD CONSTRAINT "game_rooms_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rooms" ADD CONSTRAINT "game_rooms_activity_id_module_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."module_activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_solves" ADD CONSTRAINT "puzzle_solves_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_solves" ADD CONSTRAINT "puzzle_solves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzles" ADD CONSTRAINT "puzzles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_answers_room_idx" ON "game_answers" USING btree ("room_id","question_index");--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_seat_idx" ON "game_players" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_players_nickname_idx" ON "game_players" USING btree ("room_id","nickname");--> statement-breakpoint
CREATE INDEX "game_players_user_idx" ON "game_players" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rooms_running_pin_idx" ON "game_rooms" USING btree ("pin") WHERE "game_rooms"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "game_rooms_host_idx" ON "game_rooms" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "puzzles_created_idx" ON "puzzles" USING btree ("created_at");