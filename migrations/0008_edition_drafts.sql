CREATE TABLE `import_counts` (
	`job_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`source_count` integer NOT NULL,
	`source_mask` integer NOT NULL,
	`sources` text NOT NULL,
	`mentions` integer NOT NULL,
	PRIMARY KEY(`job_id`, `attempt`, `restaurant_id`)
);
--> statement-breakpoint
DROP INDEX `list_editions_list_edition_unique`;--> statement-breakpoint
ALTER TABLE `list_editions` ADD `pending_job` text;--> statement-breakpoint
CREATE INDEX `list_editions_pending_idx` ON `list_editions` (`pending_job`) WHERE pending_job IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `list_editions_list_edition_unique` ON `list_editions` (`list_id`,`edition`) WHERE pending_job IS NULL;--> statement-breakpoint
-- The search index holds only the text columns: a change of counts (an edition's switch-over) leaves it alone.
DROP TRIGGER `restaurants_fts_update`;--> statement-breakpoint
CREATE TRIGGER `restaurants_fts_update` AFTER UPDATE OF name, cuisine, neighborhood, description, specialties ON `restaurants` BEGIN
	INSERT INTO restaurants_fts(restaurants_fts, rowid, name, cuisine, neighborhood, description, specialties)
	VALUES ('delete', old.id, old.name, old.cuisine, old.neighborhood, old.description, old.specialties);
	INSERT INTO restaurants_fts(rowid, name, cuisine, neighborhood, description, specialties)
	VALUES (new.id, new.name, new.cuisine, new.neighborhood, new.description, new.specialties);
END;
