ALTER TABLE "match_participants" ADD COLUMN "is_remake" boolean;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "role" varchar(8);--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "cs_per_min" double precision;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "kill_participation" double precision;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "damage_share" double precision;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "gold_share" double precision;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "vision_score_per_min" double precision;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "wards_placed" integer;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "wards_killed" integer;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "control_wards" integer;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "largest_multikill" smallint;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "double_kills" smallint;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "triple_kills" smallint;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "quadra_kills" smallint;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "first_blood" boolean;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "objective_damage" integer;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "score" double precision;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "badge" varchar(3);--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "placement" smallint;--> statement-breakpoint
ALTER TABLE "match_participants" ADD COLUMN "subteam_id" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "is_remake" boolean;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "map_id" integer;--> statement-breakpoint
CREATE INDEX "matches_stats_pending_idx" ON "matches" USING btree ("match_id") WHERE "matches"."is_remake" is null;