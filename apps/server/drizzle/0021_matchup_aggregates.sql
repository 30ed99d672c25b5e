CREATE TABLE "champion_matchup_facets" (
	"queue_id" integer NOT NULL,
	"patch" varchar(8) NOT NULL,
	"platform" varchar(8) NOT NULL,
	"bracket" varchar(12) NOT NULL,
	"champion_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"enemy_id" integer NOT NULL,
	"facet" varchar(12) NOT NULL,
	"value" varchar(96) NOT NULL,
	"games" integer NOT NULL,
	"wins" integer NOT NULL,
	CONSTRAINT "champion_matchup_facets_champion_id_queue_id_patch_role_enemy_id_platform_bracket_facet_value_pk" PRIMARY KEY("champion_id","queue_id","patch","role","enemy_id","platform","bracket","facet","value")
);
--> statement-breakpoint
CREATE TABLE "champion_matchup_lanes" (
	"queue_id" integer NOT NULL,
	"patch" varchar(8) NOT NULL,
	"platform" varchar(8) NOT NULL,
	"bracket" varchar(12) NOT NULL,
	"champion_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"enemy_id" integer NOT NULL,
	"games" integer NOT NULL,
	"gold_diff_sum" integer NOT NULL,
	"cs_diff_sum" integer NOT NULL,
	"xp_diff_sum" integer NOT NULL,
	CONSTRAINT "champion_matchup_lanes_champion_id_queue_id_patch_role_enemy_id_platform_bracket_pk" PRIMARY KEY("champion_id","queue_id","patch","role","enemy_id","platform","bracket")
);
