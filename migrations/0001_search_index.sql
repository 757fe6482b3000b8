-- Full-text search over the ranked list. Accents are folded by the tokenizer ('pho' finds 'Phở');
-- prefix indexes make partial words ('best' → 'Bestia') cheap. It mirrors `restaurants` through triggers.
CREATE VIRTUAL TABLE `restaurants_fts` USING fts5(
	name, cuisine, neighborhood, description, specialties,
	content='restaurants', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3 4'
);
--> statement-breakpoint
CREATE TRIGGER `restaurants_fts_insert` AFTER INSERT ON `restaurants` BEGIN
	INSERT INTO restaurants_fts(rowid, name, cuisine, neighborhood, description, specialties)
	VALUES (new.id, new.name, new.cuisine, new.neighborhood, new.description, new.specialties);
END;
--> statement-breakpoint
CREATE TRIGGER `restaurants_fts_delete` AFTER DELETE ON `restaurants` BEGIN
	INSERT INTO restaurants_fts(restaurants_fts, rowid, name, cuisine, neighborhood, description, specialties)
	VALUES ('delete', old.id, old.name, old.cuisine, old.neighborhood, old.description, old.specialties);
END;
--> statement-breakpoint
CREATE TRIGGER `restaurants_fts_update` AFTER UPDATE ON `restaurants` BEGIN
	INSERT INTO restaurants_fts(restaurants_fts, rowid, name, cuisine, neighborhood, description, specialties)
	VALUES ('delete', old.id, old.name, old.cuisine, old.neighborhood, old.description, old.specialties);
	INSERT INTO restaurants_fts(rowid, name, cuisine, neighborhood, description, specialties)
	VALUES (new.id, new.name, new.cuisine, new.neighborhood, new.description, new.specialties);
END;
