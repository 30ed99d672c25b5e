CREATE TABLE "champion_bans" (
	"queue_id" integer NOT NULL,
	"patch" varchar(8) NOT NULL,
	"platform" varchar(8) NOT NULL,
	"champion_id" integer NOT NULL,
	"bans" integer NOT NULL,
	CONSTRAINT "champion_bans_queue_id_patch_platform_champion_id_pk" PRIMARY KEY("queue_id","patch","platform","champion_id")
);
--> statement-breakpoint
CREATE TABLE "champion_stats" (
	"queue_id" integer NOT NULL,
	"patch" varchar(8) NOT NULL,
	"platform" varchar(8) NOT NULL,
	"champion_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"games" integer NOT NULL,
	"wins" integer NOT NULL,
	CONSTRAINT "champion_stats_queue_id_patch_platform_champion_id_role_pk" PRIMARY KEY("queue_id","patch","platform","champion_id","role")
);
--> statement-breakpoint
CREATE TABLE "crawl_players" (
	"region" varchar(8) NOT NULL,
	"puuid" varchar(100) NOT NULL,
	"source" varchar(16) NOT NULL,
	"discovered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"crawled_at" timestamp with time zone,
	CONSTRAINT "crawl_players_region_puuid_pk" PRIMARY KEY("region","puuid")
);
--> statement-breakpoint
CREATE TABLE "match_totals" (
	"queue_id" integer NOT NULL,
	"patch" varchar(8) NOT NULL,
	"platform" varchar(8) NOT NULL,
	"matches" integer NOT NULL,
	CONSTRAINT "match_totals_queue_id_patch_platform_pk" PRIMARY KEY("queue_id","patch","platform")
);
--> statement-breakpoint
CREATE INDEX "crawl_players_due_idx" ON "crawl_players" USING btree ("region","crawled_at");