CREATE TABLE `data_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `import_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`mode` text DEFAULT 'upsert' NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`file_key` text NOT NULL,
	`file_name` text NOT NULL,
	`file_size` integer NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`started_at` text,
	`finished_at` text,
	`rows_total` integer DEFAULT 0 NOT NULL,
	`rows_done` integer DEFAULT 0 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`result_level` text,
	`message` text,
	`rejected` text
);
--> statement-breakpoint
CREATE INDEX `import_jobs_created_idx` ON `import_jobs` (`created_at`);--> statement-breakpoint
CREATE TABLE `neighborhood_descriptions` (
	`slug` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`seo_description` text NOT NULL,
	`meta_description` text
);
--> statement-breakpoint
CREATE TABLE `newest_restaurants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`sort_name` text NOT NULL,
	`cuisine` text NOT NULL,
	`cuisine_slug` text NOT NULL,
	`neighborhood` text NOT NULL,
	`neighborhood_slug` text NOT NULL,
	`price` integer,
	`mentions` integer DEFAULT 0 NOT NULL,
	`sources` text DEFAULT '' NOT NULL,
	`source_count` integer DEFAULT 0 NOT NULL,
	`source_mask` integer DEFAULT 0 NOT NULL,
	`description` text,
	`specialties` text,
	`address` text,
	`website_url` text,
	`phone` text,
	`instagram_handle` text,
	`instagram_embed_link` text,
	`has_instagram_embed` integer DEFAULT false NOT NULL,
	`reservation_platform` text,
	`reservation_url` text,
	`occasion` text DEFAULT 'Casual' NOT NULL,
	`occasion_slug` text DEFAULT 'casual' NOT NULL,
	`rating` real,
	`latitude` real,
	`longitude` real,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newest_restaurants_slug_unique` ON `newest_restaurants` (`slug`);--> statement-breakpoint
CREATE INDEX `newest_restaurants_rank_idx` ON `newest_restaurants` ("mentions" DESC,`sort_name`);--> statement-breakpoint
CREATE TABLE `places` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`kind` text NOT NULL,
	`state` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `places_key_kind_unique` ON `places` (`name_key`,`kind`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `restaurants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`sort_name` text NOT NULL,
	`cuisine` text NOT NULL,
	`cuisine_slug` text NOT NULL,
	`neighborhood` text NOT NULL,
	`neighborhood_slug` text NOT NULL,
	`price` integer,
	`mentions` integer DEFAULT 0 NOT NULL,
	`sources` text DEFAULT '' NOT NULL,
	`source_count` integer DEFAULT 0 NOT NULL,
	`source_mask` integer DEFAULT 0 NOT NULL,
	`description` text,
	`specialties` text,
	`address` text,
	`website_url` text,
	`phone` text,
	`instagram_handle` text,
	`instagram_embed_link` text,
	`has_instagram_embed` integer DEFAULT false NOT NULL,
	`reservation_platform` text,
	`reservation_url` text,
	`occasion` text DEFAULT 'Casual' NOT NULL,
	`occasion_slug` text DEFAULT 'casual' NOT NULL,
	`rating` real,
	`latitude` real,
	`longitude` real,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `restaurants_slug_unique` ON `restaurants` (`slug`);--> statement-breakpoint
CREATE INDEX `restaurants_rank_idx` ON `restaurants` ("source_count" DESC,`sort_name`);--> statement-breakpoint
CREATE INDEX `restaurants_cuisine_rank_idx` ON `restaurants` (`cuisine_slug`,"source_count" DESC,`sort_name`);--> statement-breakpoint
CREATE INDEX `restaurants_neighborhood_rank_idx` ON `restaurants` (`neighborhood_slug`,"source_count" DESC,`sort_name`);--> statement-breakpoint
CREATE INDEX `restaurants_price_rank_idx` ON `restaurants` (`price`,"source_count" DESC,`sort_name`);--> statement-breakpoint
CREATE INDEX `restaurants_occasion_rank_idx` ON `restaurants` (`occasion_slug`,"source_count" DESC,`sort_name`);--> statement-breakpoint
CREATE TABLE `saved_restaurants` (
	`user_id` text NOT NULL,
	`restaurant_slug` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `restaurant_slug`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `trusted_sources` (
	`name` text PRIMARY KEY NOT NULL,
	`display_name` text NOT NULL,
	`badge` text NOT NULL,
	`base_url` text NOT NULL,
	`city_specific_url` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_roles` (
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`granted_by` text,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `role`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_roles_role_idx` ON `user_roles` (`role`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`email_verified_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `zip_codes` (
	`zip` text PRIMARY KEY NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL
);
