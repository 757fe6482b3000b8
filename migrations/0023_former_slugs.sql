CREATE TABLE `former_slugs` (
	`slug` text PRIMARY KEY NOT NULL,
	`restaurant_slug` text NOT NULL
);
