ALTER TABLE `list_entries` ADD `opened_month` text;--> statement-breakpoint
ALTER TABLE `list_entries` ADD `opened_source` text;