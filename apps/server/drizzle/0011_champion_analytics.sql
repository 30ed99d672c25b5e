CREATE TABLE "champion_facets" (
	"queue_id" integer NOT NULL,
	"patch" varchar(8) NOT NULL,
	"platform" varchar(8) NOT NULL,
	"bracket" varchar(12) NOT NULL,
	"champion_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"facet" varchar(12) NOT NULL,
	"value" varchar(96) NOT NULL,
	"games" integer NOT NULL,
	"wins" integer NOT NULL,
	CONSTRAINT "champion_facets_champion_id_queue_id_patch_role_platform_bracket_facet_value_pk" PRIMARY KEY("champion_id","queue_id","patch","role","platform","bracket","facet","value")
);
--> statement-breakpoint
ALTER TABLE "champion_bans" ADD COLUMN "bracket" varchar(12) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "champion_bans" ALTER COLUMN "bracket" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "champion_stats" ADD COLUMN "bracket" varchar(12) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "champion_stats" ALTER COLUMN "bracket" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "match_totals" ADD COLUMN "bracket" varchar(12) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "match_totals" ALTER COLUMN "bracket" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "crawl_players" ADD COLUMN "bracket" varchar(12) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "bracket" varchar(12) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "champion_bans" DROP CONSTRAINT "champion_bans_queue_id_patch_platform_champion_id_pk";
--> statement-breakpoint
ALTER TABLE "champion_stats" DROP CONSTRAINT "champion_stats_queue_id_patch_platform_champion_id_role_pk";
--> statement-breakpoint
ALTER TABLE "match_totals" DROP CONSTRAINT "match_totals_queue_id_patch_platform_pk";
--> statement-breakpoint
ALTER TABLE "champion_bans" ADD CONSTRAINT "champion_bans_queue_id_patch_platform_bracket_champion_id_pk" PRIMARY KEY("queue_id","patch","platform","bracket","champion_id");
--> statement-breakpoint
ALTER TABLE "champion_stats" ADD CONSTRAINT "champion_stats_queue_id_patch_platform_bracket_champion_id_role_pk" PRIMARY KEY("queue_id","patch","platform","bracket","champion_id","role");
--> statement-breakpoint
ALTER TABLE "match_totals" ADD CONSTRAINT "match_totals_queue_id_patch_platform_bracket_pk" PRIMARY KEY("queue_id","patch","platform","bracket");
--> statement-breakpoint
-- The rows summed over every platform (platform '', all regions) of what is stored already.
INSERT INTO "champion_stats" ("queue_id", "patch", "platform", "bracket", "champion_id", "role", "games", "wins")
SELECT "queue_id", "patch", '', "bracket", "champion_id", "role", sum("games")::int, sum("wins")::int
FROM "champion_stats" WHERE "platform" <> ''
GROUP BY "queue_id", "patch", "bracket", "champion_id", "role"
ON CONFLICT ("queue_id", "patch", "platform", "bracket", "champion_id", "role") DO UPDATE
SET "games" = "champion_stats"."games" + excluded."games", "wins" = "champion_stats"."wins" + excluded."wins";
--> statement-breakpoint
INSERT INTO "champion_bans" ("queue_id", "patch", "platform", "bracket", "champion_id", "bans")
SELECT "queue_id", "patch", '', "bracket", "champion_id", sum("bans")::int
FROM "champion_bans" WHERE "platform" <> ''
GROUP BY "queue_id", "patch", "bracket", "champion_id"
ON CONFLICT ("queue_id", "patch", "platform", "bracket", "champion_id") DO UPDATE
SET "bans" = "champion_bans"."bans" + excluded."bans";
--> statement-breakpoint
INSERT INTO "match_totals" ("queue_id", "patch", "platform", "bracket", "matches")
SELECT "queue_id", "patch", '', "bracket", sum("matches")::int
FROM "match_totals" WHERE "platform" <> ''
GROUP BY "queue_id", "patch", "bracket"
ON CONFLICT ("queue_id", "patch", "platform", "bracket") DO UPDATE
SET "matches" = "match_totals"."matches" + excluded."matches";
