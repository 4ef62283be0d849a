CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "meditations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meditations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"author" text NOT NULL,
	"source" text,
	"categories" text[] NOT NULL,
	"moods" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reflection_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"number" integer,
	"category" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reflection_prompts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reflections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reflections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"group" text NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"reading_minutes" integer NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"visual" text,
	"position" integer DEFAULT 0 NOT NULL,
	"text" jsonb NOT NULL,
	"search_it" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('italian'::regconfig, coalesce(text->'it'->>'title', '')), 'A') || setweight(to_tsvector('italian'::regconfig, coalesce(text->'it'->>'tags', '')), 'B') || setweight(to_tsvector('italian'::regconfig, coalesce(text->'it'->>'summary', '')), 'B') || setweight(to_tsvector('italian'::regconfig, coalesce(text->'it'->>'body', '') || ' ' || coalesce(text->'it'->>'days', '')), 'C')) STORED,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(text->'en'->>'title', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(text->'en'->>'tags', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(text->'en'->>'summary', '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(text->'en'->>'body', '') || ' ' || coalesce(text->'en'->>'days', '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "resources_search_it_idx" ON "resources" USING gin ("search_it");--> statement-breakpoint
CREATE INDEX "resources_search_en_idx" ON "resources" USING gin ("search_en");