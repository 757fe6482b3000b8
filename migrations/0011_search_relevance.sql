-- Search ranks by where the words match (decision 010), so the index gains the address, and `facets`
-- carries the values the list filters on as single words ('cuisinekorean neighborhoodsilverlake price2
-- occasiondatenight'): a search under filters is narrowed inside the index before a row is read.
-- The view is the index's content: the one definition of what is indexed, for the triggers and 'rebuild'.
DROP TABLE `restaurants_vocab`;--> statement-breakpoint
DROP TRIGGER `restaurants_fts_insert`;--> statement-breakpoint
DROP TRIGGER `restaurants_fts_delete`;--> statement-breakpoint
DROP TRIGGER `restaurants_fts_update`;--> statement-breakpoint
DROP TABLE `restaurants_fts`;--> statement-breakpoint
CREATE VIEW `restaurants_search` AS
SELECT id, name, cuisine, neighborhood, address, description, specialties,
	'cuisine' || replace(cuisine_slug, '-', '') || ' neighborhood' || replace(neighborhood_slug, '-', '')
		|| ' price' || coalesce(price, 'none') || ' occasion' || replace(occasion_slug, '-', '') AS facets
FROM restaurants;--> statement-breakpoint
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
