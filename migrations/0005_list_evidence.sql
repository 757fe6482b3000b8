CREATE TABLE `list_editions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`list_id` integer NOT NULL,
	`edition` text NOT NULL,
	`url` text NOT NULL,
	`published` text,
	`read_on` text NOT NULL,
	`declared_size` integer NOT NULL,
	`is_current` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`list_id`) REFERENCES `lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `list_editions_list_edition_unique` ON `list_editions` (`list_id`,`edition`);--> statement-breakpoint
CREATE UNIQUE INDEX `list_editions_one_current` ON `list_editions` (`list_id`) WHERE is_current = 1;--> statement-breakpoint
CREATE TABLE `list_entries` (
	`edition_id` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`rank` integer,
	`distinction` text,
	`note` text,
	PRIMARY KEY(`edition_id`, `restaurant_id`),
	FOREIGN KEY (`edition_id`) REFERENCES `list_editions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `list_entries_restaurant_idx` ON `list_entries` (`restaurant_id`);--> statement-breakpoint
CREATE TABLE `lists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source_name` text NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`scope` text NOT NULL,
	`kind` text NOT NULL,
	`ranked` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`source_name`) REFERENCES `trusted_sources`(`name`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lists_source_slug_unique` ON `lists` (`source_name`,`slug`);--> statement-breakpoint
ALTER TABLE `newest_restaurants` ADD `place_key` text;--> statement-breakpoint
ALTER TABLE `newest_restaurants` ADD `status` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE `newest_restaurants` ADD `closed_month` text;--> statement-breakpoint
ALTER TABLE `newest_restaurants` ADD `opened_month` text;--> statement-breakpoint
ALTER TABLE `newest_restaurants` ADD `last_verified` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `place_key` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `status` text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `closed_month` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `opened_month` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `last_verified` text;--> statement-breakpoint
CREATE UNIQUE INDEX `restaurants_place_key_unique` ON `restaurants` (`place_key`);