DROP INDEX `restaurants_listed_idx`;--> statement-breakpoint
DROP INDEX `restaurants_rank_idx`;--> statement-breakpoint
DROP INDEX `restaurants_cuisine_rank_idx`;--> statement-breakpoint
DROP INDEX `restaurants_style_rank_idx`;--> statement-breakpoint
DROP INDEX `restaurants_neighborhood_rank_idx`;--> statement-breakpoint
DROP INDEX `restaurants_price_rank_idx`;--> statement-breakpoint
DROP INDEX `restaurants_occasion_rank_idx`;--> statement-breakpoint
DROP INDEX `restaurants_new_and_rising_idx`;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `pending_job` text;--> statement-breakpoint
CREATE INDEX `restaurants_pending_job_idx` ON `restaurants` (`pending_job`) WHERE pending_job IS NOT NULL;--> statement-breakpoint
CREATE INDEX `restaurants_listed_idx` ON `restaurants` (`status`,`pending_job`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_rank_idx` ON `restaurants` ("source_count" DESC,`sort_name`,`pending_job`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_cuisine_rank_idx` ON `restaurants` (`cuisine_slug`,"source_count" DESC,`sort_name`,`pending_job`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_style_rank_idx` ON `restaurants` (`cuisine_style_slug`,"source_count" DESC,`sort_name`,`pending_job`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_neighborhood_rank_idx` ON `restaurants` (`neighborhood_slug`,"source_count" DESC,`sort_name`,`pending_job`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_price_rank_idx` ON `restaurants` (`price`,"source_count" DESC,`sort_name`,`pending_job`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_occasion_rank_idx` ON `restaurants` (`occasion_slug`,"source_count" DESC,`sort_name`,`pending_job`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_new_and_rising_idx` ON `restaurants` ("mentions" DESC,`sort_name`,`pending_job`) WHERE status <> 'closed' AND mentions > 0;