ALTER TABLE `import_counts` ADD `rank_before` integer;--> statement-breakpoint
ALTER TABLE `import_counts` ADD `rank_after` integer;--> statement-breakpoint
ALTER TABLE `newest_restaurants` ADD `moved_in` integer;--> statement-breakpoint
ALTER TABLE `newest_restaurants` ADD `rank_before` integer;--> statement-breakpoint
ALTER TABLE `newest_restaurants` ADD `rank_after` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `moved_in` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `rank_before` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `rank_after` integer;