-- The tier list's counters are kept as the rows of each slice are, in kept_slice_figures (kinds
-- `counters` and `tier`): one JSON copy per slice, read in one row whatever the slice's size.
DROP TABLE "champion_counter_slices" CASCADE;--> statement-breakpoint
DROP TABLE "champion_counters" CASCADE;
