CREATE TABLE "exercise_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"note_updated_at" timestamp with time zone,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"last_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meditation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"meditation_id" uuid NOT NULL,
	"client_session_id" uuid NOT NULL,
	"seconds" integer NOT NULL,
	"minutes" integer NOT NULL,
	"completed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reflection_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"prompt_id" uuid,
	"category" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"mood" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exercise_progress" ADD CONSTRAINT "exercise_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_progress" ADD CONSTRAINT "exercise_progress_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meditation_sessions" ADD CONSTRAINT "meditation_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meditation_sessions" ADD CONSTRAINT "meditation_sessions_meditation_id_meditations_id_fk" FOREIGN KEY ("meditation_id") REFERENCES "public"."meditations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflection_entries" ADD CONSTRAINT "reflection_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflection_entries" ADD CONSTRAINT "reflection_entries_prompt_id_reflection_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."reflection_prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_preferences" ADD CONSTRAINT "quote_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_progress_user_exercise_idx" ON "exercise_progress" USING btree ("user_id","exercise_id");--> statement-breakpoint
CREATE INDEX "exercise_progress_exercise_idx" ON "exercise_progress" USING btree ("exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meditation_sessions_user_client_idx" ON "meditation_sessions" USING btree ("user_id","client_session_id");--> statement-breakpoint
CREATE INDEX "meditation_sessions_meditation_idx" ON "meditation_sessions" USING btree ("meditation_id");--> statement-breakpoint
CREATE INDEX "reflection_entries_user_created_idx" ON "reflection_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reflection_entries_prompt_idx" ON "reflection_entries" USING btree ("prompt_id");