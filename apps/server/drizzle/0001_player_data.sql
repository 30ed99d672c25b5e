CREATE TABLE "live_games" (
	"region" varchar(8) NOT NULL,
	"puuid" varchar(100) NOT NULL,
	"game" jsonb,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_games_region_puuid_pk" PRIMARY KEY("region","puuid")
);
--> statement-breakpoint
CREATE TABLE "match_participants" (
	"match_id" varchar(40) NOT NULL,
	"participant_id" smallint NOT NULL,
	"puuid" varchar(100) NOT NULL,
	"game_creation" bigint NOT NULL,
	"queue_id" integer NOT NULL,
	"riot_id_game_name" varchar(32) NOT NULL,
	"riot_id_tagline" varchar(8) NOT NULL,
	"profile_icon_id" integer NOT NULL,
	"team_id" smallint NOT NULL,
	"team_position" varchar(16) NOT NULL,
	"win" boolean NOT NULL,
	"champion_id" integer NOT NULL,
	"champion_name" varchar(32) NOT NULL,
	"champ_level" smallint NOT NULL,
	"kills" smallint NOT NULL,
	"deaths" smallint NOT NULL,
	"assists" smallint NOT NULL,
	"creep_score" integer NOT NULL,
	"gold_earned" integer NOT NULL,
	"total_damage" integer NOT NULL,
	"vision_score" integer NOT NULL,
	"items" integer[] NOT NULL,
	"summoner1_id" integer NOT NULL,
	"summoner2_id" integer NOT NULL,
	"keystone_id" integer NOT NULL,
	"primary_style_id" integer NOT NULL,
	"sub_style_id" integer NOT NULL,
	"penta_kills" smallint NOT NULL,
	CONSTRAINT "match_participants_match_id_participant_id_pk" PRIMARY KEY("match_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "match_timelines" (
	"match_id" varchar(40) PRIMARY KEY NOT NULL,
	"raw" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"match_id" varchar(40) PRIMARY KEY NOT NULL,
	"platform" varchar(8) NOT NULL,
	"queue_id" integer NOT NULL,
	"game_mode" varchar(32) NOT NULL,
	"game_version" varchar(32) NOT NULL,
	"game_creation" bigint NOT NULL,
	"game_duration" integer NOT NULL,
	"raw" jsonb NOT NULL,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranked_entries" (
	"summoner_id" integer NOT NULL,
	"queue_type" varchar(32) NOT NULL,
	"tier" varchar(16) NOT NULL,
	"rank" varchar(4) NOT NULL,
	"league_points" integer NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranked_entries_summoner_id_queue_type_pk" PRIMARY KEY("summoner_id","queue_type")
);
--> statement-breakpoint
ALTER TABLE "summoners" ADD COLUMN "fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "summoners" ADD COLUMN "is_history_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "match_participants" ADD CONSTRAINT "match_participants_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_timelines" ADD CONSTRAINT "match_timelines_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranked_entries" ADD CONSTRAINT "ranked_entries_summoner_id_summoners_id_fk" FOREIGN KEY ("summoner_id") REFERENCES "public"."summoners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_participants_history_idx" ON "match_participants" USING btree ("puuid","game_creation" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "matches_creation_idx" ON "matches" USING btree ("game_creation");--> statement-breakpoint
CREATE INDEX "summoners_riot_id_idx" ON "summoners" USING btree (lower("game_name") text_pattern_ops,lower("tag_line") text_pattern_ops);