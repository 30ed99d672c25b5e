CREATE TABLE "champion_counter_slices" (
	"queue_id" integer NOT NULL,
	"patch" varchar(8) NOT NULL,
	"platform" varchar(8) NOT NULL,
	"tier" varchar(16) NOT NULL,
	"matches" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "champion_counter_slices_queue_id_patch_platform_tier_pk" PRIMARY KEY("queue_id","patch","platform","tier")
);
--> statement-breakpoint
CREATE TABLE "champion_counters" (
	"queue_id" integer NOT NULL,
	"patch" varchar(8) NOT NULL,
	"platform" varchar(8) NOT NULL,
	"tier" varchar(16) NOT NULL,
	"champion_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"enemy_id" integer NOT NULL,
	"games" integer NOT NULL,
	"wins" integer NOT NULL,
	CONSTRAINT "champion_counters_queue_id_patch_platform_tier_champion_id_role_enemy_id_pk" PRIMARY KEY("queue_id","patch","platform","tier","champion_id","role","enemy_id")
);
