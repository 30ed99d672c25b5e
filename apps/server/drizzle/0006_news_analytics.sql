CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_seeds" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_game_check" CHECK ("news"."game" in ('league-of-legends', 'valorant', 'teamfight-tactics')),
	CONSTRAINT "news_category_check" CHECK ("news"."category" in ('Patch Notes', 'Announcement', 'Meta', 'Tournament', 'Dev Blog')),
	CONSTRAINT "news_status_check" CHECK ("news"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "news_slugs" (
	"language" text NOT NULL,
	"slug" varchar(255) NOT NULL,
	"news_id" integer NOT NULL,
	CONSTRAINT "news_slugs_language_slug_pk" PRIMARY KEY("language","slug")
);
--> statement-breakpoint
CREATE TABLE "news_translations" (
	"news_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" varchar(200) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "news_translations_news_id_language_pk" PRIMARY KEY("news_id","language"),
	CONSTRAINT "news_translations_language_check" CHECK ("news_translations"."language" in ('en', 'ru', 'tr'))
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"path" varchar(2048) NOT NULL,
	"referrer_host" varchar(255),
	"visitor_hash" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_slugs" ADD CONSTRAINT "news_slugs_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_listing_idx" ON "news" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "news_slugs_news_idx" ON "news_slugs" USING btree ("news_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_translations_slug_key" ON "news_translations" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day","visitor_hash");