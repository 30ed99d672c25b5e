-- The ranked loop (docs/player-page.md): champion masteries and when they were read, the apex
-- ladders from league-v4 and when each was read, when the ranks of players without a profile
-- were read, and when a player's page was last opened (the "after a game" refresh).
CREATE TABLE "champion_masteries" (
	"region" varchar(8) NOT NULL,
	"puuid" varchar(100) NOT NULL,
	"champion_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"points" integer NOT NULL,
	"last_play_time" bigint NOT NULL,
	CONSTRAINT "champion_masteries_region_puuid_champion_id_pk" PRIMARY KEY("region","puuid","champion_id")
);
--> statement-breakpoint
CREATE TABLE "ladder_entries" (
	"region" varchar(8) NOT NULL,
	"queue_type" varchar(32) NOT NULL,
	"position" integer NOT NULL,
	"puuid" varchar(100) NOT NULL,
	"tier" varchar(16) NOT NULL,
	"league_points" integer NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	CONSTRAINT "ladder_entries_region_queue_type_position_pk" PRIMARY KEY("region","queue_type","position")
);
--> statement-breakpoint
CREATE TABLE "ladder_reads" (
	"region" varchar(8) NOT NULL,
	"queue_type" varchar(32) NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"challengers" integer NOT NULL,
	"grandmasters" integer NOT NULL,
	"masters" integer NOT NULL,
	CONSTRAINT "ladder_reads_region_queue_type_pk" PRIMARY KEY("region","queue_type")
);
--> statement-breakpoint
CREATE TABLE "mastery_reads" (
	"region" varchar(8) NOT NULL,
	"puuid" varchar(100) NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mastery_reads_region_puuid_pk" PRIMARY KEY("region","puuid")
);
--> statement-breakpoint
CREATE TABLE "rank_reads" (
	"region" varchar(8) NOT NULL,
	"puuid" varchar(100) NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rank_reads_region_puuid_pk" PRIMARY KEY("region","puuid")
);
--> statement-breakpoint
ALTER TABLE "summoners" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ladder_entries_player_idx" ON "ladder_entries" USING btree ("region","puuid");