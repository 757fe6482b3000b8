-- Each source keeps the bit its display position gave it, so every stored source_mask keeps its meaning.
-- The table is rebuilt under its own name: the rows put back answer the lists' deferred foreign keys.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__trusted_sources_before_bits` AS SELECT * FROM `trusted_sources`;--> statement-breakpoint
DROP TABLE `trusted_sources`;--> statement-breakpoint
CREATE TABLE `trusted_sources` (
	`name` text PRIMARY KEY NOT NULL,
	`display_name` text NOT NULL,
	`badge` text NOT NULL,
	`base_url` text NOT NULL,
	`city_specific_url` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer NOT NULL,
	`bit` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `trusted_sources` (`name`, `display_name`, `badge`, `base_url`, `city_specific_url`, `is_active`, `sort_order`, `bit`)
SELECT `name`, `display_name`, `badge`, `base_url`, `city_specific_url`, `is_active`, `sort_order`,
	CASE `name`
		WHEN 'Bon Appétit' THEN 0
		WHEN 'Eater LA' THEN 1
		WHEN 'LA Times' THEN 2
		WHEN 'Michelin Guide' THEN 3
		WHEN 'NYT' THEN 4
		WHEN 'Condé Nast Traveler' THEN 5
		WHEN 'Food & Wine' THEN 6
		WHEN 'The Infatuation' THEN 7
		WHEN 'Time Out' THEN 8
		WHEN 'Yelp' THEN 9
	END
FROM `__trusted_sources_before_bits`;--> statement-breakpoint
DROP TABLE `__trusted_sources_before_bits`;--> statement-breakpoint
CREATE UNIQUE INDEX `trusted_sources_bit_unique` ON `trusted_sources` (`bit`);
