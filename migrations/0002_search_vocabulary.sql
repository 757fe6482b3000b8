-- The search index's own term list, for correcting typos ('bestai' → 'bestia') without scanning rows.
CREATE VIRTUAL TABLE `restaurants_vocab` USING fts5vocab(`restaurants_fts`, 'row');
