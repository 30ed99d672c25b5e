CREATE TABLE "guide_helpful" (
	"guide_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_helpful_guide_id_user_id_pk" PRIMARY KEY("guide_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "guide_translations" (
	"guide_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"slug" varchar(160) NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "guide_translations_guide_id_language_pk" PRIMARY KEY("guide_id","language"),
	CONSTRAINT "guide_translations_language_check" CHECK ("guide_translations"."language" in ('en', 'ru', 'tr'))
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"champion_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"patch" varchar(8) NOT NULL,
	"difficulty" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" integer,
	"build" jsonb NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	CONSTRAINT "guides_status_check" CHECK ("guides"."status" in ('draft', 'review', 'published')),
	CONSTRAINT "guides_difficulty_check" CHECK ("guides"."difficulty" in ('easy', 'medium', 'hard')),
	CONSTRAINT "guides_role_check" CHECK ("guides"."role" in ('TOP', 'JUNGLE', 'MIDDLE', 'SUPPORT', 'CARRY'))
);
--> statement-breakpoint
ALTER TABLE "guide_helpful" ADD CONSTRAINT "guide_helpful_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_helpful" ADD CONSTRAINT "guide_helpful_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_translations" ADD CONSTRAINT "guide_translations_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_helpful_user_idx" ON "guide_helpful" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_translations_slug_key" ON "guide_translations" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "guides_listing_idx" ON "guides" USING btree ("status","champion_id","role","published_at");--> statement-breakpoint
CREATE INDEX "guides_author_idx" ON "guides" USING btree ("author_id");