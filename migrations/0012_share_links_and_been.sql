-- 'Been' (a signed-in user's places been to, shaped like saved_restaurants) and share links (/l/{code}).
-- A shared list never changes once made: the trigger refuses any update, whatever the code asks.
CREATE TABLE `been_restaurants` (
	`user_id` text NOT NULL,
	`restaurant_slug` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `restaurant_slug`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `shared_lists` (
	`code` text PRIMARY KEY NOT NULL,
	`slugs` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `shared_lists_immutable` BEFORE UPDATE ON `shared_lists`
BEGIN
	SELECT RAISE(ABORT, 'a shared list cannot be changed');
END;
