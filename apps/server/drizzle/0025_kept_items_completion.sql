-- The item pages' kept figures gained when items are completed (the item_minute facet): copies
-- kept before have none, so they are computed again on the next read.
DELETE FROM "kept_slice_figures" WHERE "kind" = 'items';
