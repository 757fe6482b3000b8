-- A search under two filters or more ('bar', date night, $$$) intersected each filter's facet word, and a
-- facet word names a large share of the places (price3: about a quarter): the index read every one.
-- `facets` now also carries each pair of filters as one word ('price3occasiondatenight'), a much shorter
-- list to read; lib/search-reading.ts pairs the filters it is given. Same columns, same triggers.
DROP TABLE `restaurants_vocab`;--> statement-breakpoint
DROP TRIGGER `restaurants_fts_insert`;--> statement-breakpoint
DROP TRIGGER `restaurants_fts_delete`;--> statement-breakpoint
DROP TRIGGER `restaurants_fts_unindex`;--> statement-breakpoint
DROP TRIGGER `restaurants_fts_update`;--> statement-breakpoint
DROP TABLE `restaurants_fts`;--> statement-breakpoint
DROP VIEW `restaurants_search`;--> statement-breakpoint
CREATE VIEW `restaurants_search` AS
SELECT id, name, cuisine, neighborhood, address, description, specialties,
	c || ' ' || n || ' ' || p || ' ' || o
		|| ' ' || c || n || ' ' || c || p || ' ' || c || o || ' ' || n || p || ' ' || n || o || ' ' || p || o AS facets
FROM (
	SELECT id, name, cuisine, neighborhood, address, description, specialties,
		'cuisine' || replace(cuisine_slug, '-', '') AS c,
		'neighborhood' || replace(neighborhood_slug, '-', '') AS n,
		'price' || coalesce(price, 'none') AS p,
		'occasion' || replace(occasion_slug, '-', '') AS o
	FROM restaurants
);--> statement-breakpoint
CREATE VIRTUAL TABLE `restaurants_fts` USING fts5(
	name, cuisine, neighborhood, address, description, specialties, facets,
	content='restaurants_search', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3 4'
);--> statement-breakpoint
INSERT INTO restaurants_fts(restaurants_fts) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `restaurants_fts_insert` AFTER INSERT ON `restaurants` BEGIN
	INSERT INTO restaurants_fts(rowid, name, cuisine, neighborhood, address, description, specialties, facets)
	SELECT * FROM restaurants_search WHERE id = new.id;
END;--> statement-breakpoint
-- An entry leaves the index with the values it went in with: read before the row changes or goes.
CREATE TRIGGER `restaurants_fts_delete` BEFORE DELETE ON `restaurants` BEGIN
	INSERT INTO restaurants_fts(restaurants_fts, rowid, name, cuisine, neighborhood, address, description, specialties, facets)
	SELECT 'delete', * FROM restaurants_search WHERE id = old.id;
END;--> statement-breakpoint
-- Only the indexed columns: a change of counts (an edition's switch-over) leaves the index alone.
CREATE TRIGGER `restaurants_fts_unindex` BEFORE UPDATE OF name, cuisine, neighborhood, address, description, specialties, cuisine_slug, neighborhood_slug, price, occasion_slug ON `restaurants` BEGIN
	INSERT INTO restaurants_fts(restaurants_fts, rowid, name, cuisine, neighborhood, address, description, specialties, facets)
	SELECT 'delete', * FROM restaurants_search WHERE id = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `restaurants_fts_update` AFTER UPDATE OF name, cuisine, neighborhood, address, description, specialties, cuisine_slug, neighborhood_slug, price, occasion_slug ON `restaurants` BEGIN
	INSERT INTO restaurants_fts(rowid, name, cuisine, neighborhood, address, description, specialties, facets)
	SELECT * FROM restaurants_search WHERE id = new.id;
END;--> statement-breakpoint
-- The index's terms per column, for correcting typos from the searchable columns only (not facets).
CREATE VIRTUAL TABLE `restaurants_vocab` USING fts5vocab(`restaurants_fts`, 'col');
