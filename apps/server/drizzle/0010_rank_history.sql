CREATE TABLE "rank_snapshots" (
	"region" varchar(8) NOT NULL,
	"puuid" varchar(100) NOT NULL,
	"queue_type" varchar(32) NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"tier" varchar(16) NOT NULL,
	"rank" varchar(4) NOT NULL,
	"league_points" integer NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	CONSTRAINT "rank_snapshots_region_puuid_queue_type_seq_pk" PRIMARY KEY("region","puuid","queue_type","seq")
);
--> statement-breakpoint
ALTER TABLE "summoners" ADD COLUMN "refresh_claimed_at" timestamp with time zone;