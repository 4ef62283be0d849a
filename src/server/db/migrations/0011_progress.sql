CREATE TABLE "activity_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"facts" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"timed_sessions" integer DEFAULT 0 NOT NULL,
	"chat" integer DEFAULT 0 NOT NULL,
	"ai_module" integer DEFAULT 0 NOT NULL,
	"exercise" integer DEFAULT 0 NOT NULL,
	"meditation" integer DEFAULT 0 NOT NULL,
	"meditation_minutes" integer DEFAULT 0 NOT NULL,
	"reflection" integer DEFAULT 0 NOT NULL,
	"reading" integer DEFAULT 0 NOT NULL,
	"mood" integer DEFAULT 0 NOT NULL,
	"morning" integer DEFAULT 0 NOT NULL,
	"afternoon" integer DEFAULT 0 NOT NULL,
	"evening" integer DEFAULT 0 NOT NULL,
	"night" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "email_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_goals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly_goal" jsonb,
	"preferred_practice_time" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" uuid NOT NULL,
	"achievement" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_achievements_user_id_achievement_pk" PRIMARY KEY("user_id","achievement")
);
--> statement-breakpoint
CREATE TABLE "mood_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mood" smallint NOT NULL,
	"emotions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"factors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mood_trials" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score" smallint NOT NULL,
	"severity" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'claimed' NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reminder_deliveries_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"time" text DEFAULT '20:00' NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "hour" smallint;--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goals" ADD CONSTRAINT "user_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_entries" ADD CONSTRAINT "mood_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_trials" ADD CONSTRAINT "mood_trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_checks" ADD CONSTRAINT "self_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_achievements_user_earned_idx" ON "user_achievements" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE INDEX "mood_entries_user_day_idx" ON "mood_entries" USING btree ("user_id","day","mood");--> statement-breakpoint
CREATE INDEX "self_checks_user_at_idx" ON "self_checks" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_log_user_at_idx" ON "activity_log" USING btree ("user_id","occurred_at");--> statement-breakpoint
-- Facts logged before this migration: their local hour in the person's zone, and their days' counts.
UPDATE "activity_log" AS a SET "hour" = extract(hour from a."occurred_at" at time zone u."time_zone")::smallint
FROM "users" AS u WHERE u."id" = a."user_id" AND a."hour" IS NULL;--> statement-breakpoint
INSERT INTO "activity_days" ("user_id", "day", "facts", "sessions", "minutes", "timed_sessions", "chat", "ai_module",
  "exercise", "meditation", "meditation_minutes", "reflection", "reading", "mood", "morning", "afternoon", "evening", "night", "last_at")
SELECT "user_id", "day", count(*),
  count(*) FILTER (WHERE k NOT IN ('chat', 'mood')),
  coalesce(sum("minutes") FILTER (WHERE k NOT IN ('chat', 'mood')), 0),
  count(*) FILTER (WHERE k NOT IN ('chat', 'mood') AND "minutes" > 0),
  count(*) FILTER (WHERE k = 'chat'), count(*) FILTER (WHERE k = 'ai_module'), count(*) FILTER (WHERE k = 'exercise'),
  count(*) FILTER (WHERE k = 'meditation'), coalesce(sum("minutes") FILTER (WHERE k = 'meditation'), 0),
  count(*) FILTER (WHERE k = 'reflection'), count(*) FILTER (WHERE k = 'reading'), count(*) FILTER (WHERE k = 'mood'),
  count(*) FILTER (WHERE "hour" >= 5 AND "hour" < 12), count(*) FILTER (WHERE "hour" >= 12 AND "hour" < 18),
  count(*) FILTER (WHERE "hour" >= 18 AND "hour" < 22), count(*) FILTER (WHERE "hour" >= 22 OR "hour" < 5),
  max("occurred_at")
FROM (
  SELECT *, CASE
    WHEN "kind" = 'ai_request' AND "ref" = 'chat' THEN 'chat'
    WHEN "kind" = 'ai_request' THEN 'ai_module'
    WHEN "kind" = 'exercise_completed' THEN 'exercise'
    WHEN "kind" = 'meditation_completed' THEN 'meditation'
    WHEN "kind" = 'reflection_saved' THEN 'reflection'
    WHEN "kind" = 'mood_logged' THEN 'mood'
    ELSE 'reading' END AS k
  FROM "activity_log"
) AS f
GROUP BY "user_id", "day";
