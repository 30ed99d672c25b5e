ALTER TABLE "match_participants" ADD COLUMN "gold_diff_10" integer;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "cs_diff_10" smallint;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "xp_diff_10" integer;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "gold_diff_15" integer;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "cs_diff_15" smallint;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "xp_diff_15" integer;--> statement-breakpoint
ALTER TABLE "match_timelines" ADD COLUMN "lanes_written" boolean DEFAULT false NOT NULL;