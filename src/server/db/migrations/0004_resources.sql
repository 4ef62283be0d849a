CREATE TABLE "program_day_progress" (
	"user_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"done" boolean DEFAULT true NOT NULL,
	"first_completed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_day_progress_user_id_resource_id_day_pk" PRIMARY KEY("user_id","resource_id","day")
);
--> statement-breakpoint
CREATE TABLE "resource_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"helpful" boolean NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_reads" (
	"user_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"day" date NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_reads_user_id_resource_id_day_pk" PRIMARY KEY("user_id","resource_id","day")
);
--> statement-breakpoint
ALTER TABLE "program_day_progress" ADD CONSTRAINT "program_day_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_day_progress" ADD CONSTRAINT "program_day_progress_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_feedback" ADD CONSTRAINT "resource_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_feedback" ADD CONSTRAINT "resource_feedback_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_reads" ADD CONSTRAINT "resource_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_reads" ADD CONSTRAINT "resource_reads_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resource_feedback_user_resource_idx" ON "resource_feedback" USING btree ("user_id","resource_id");--> statement-breakpoint
CREATE INDEX "resource_feedback_resource_idx" ON "resource_feedback" USING btree ("resource_id");