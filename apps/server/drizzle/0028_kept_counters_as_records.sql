-- The tier list's counters are kept as each counter's record, [enemy id, games, wins], and their
-- rates worked out when they are named. Copies in the former form ([enemy id, games, win rate,
-- low, high]) are dropped; each slice's next read computes and keeps its counters again.
DELETE FROM "kept_slice_figures" WHERE "kind" = 'counters';
