CREATE TABLE `data_changes` (
	`version` integer PRIMARY KEY NOT NULL,
	`changed_at` text NOT NULL,
	`kind` text NOT NULL,
	`summary` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`restaurant_slug` text NOT NULL,
	`kind` text NOT NULL,
	`details` text,
	`email` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text NOT NULL,
	`resolved_at` text,
	`resolved_by` text,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `reports_open_idx` ON `reports` (`created_at`) WHERE status = 'open';