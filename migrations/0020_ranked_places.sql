DROP INDEX `restaurants_listed_idx`;--> statement-breakpoint
DROP INDEX `restaurants_rank_idx`;--> statement-breakpoint
DROP INDEX `restaurants_cuisine_rank_idx`;--> statement-breakpoint
DROP INDEX `restaurants_style_rank_idx`;--> statement-breakpoint
DROP INDEX `restaurants_neighborhood_rank_idx`;--> statement-breakpoint
DROP INDEX `restaurants_price_rank_idx`;--> statement-breakpoint
DROP INDEX `restaurants_occasion_rank_idx`;--> statement-breakpoint
CREATE INDEX `restaurants_listed_idx` ON `restaurants` (`status`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_rank_idx` ON `restaurants` ("source_count" DESC,`sort_name`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_cuisine_rank_idx` ON `restaurants` (`cuisine_slug`,"source_count" DESC,`sort_name`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_style_rank_idx` ON `restaurants` (`cuisine_style_slug`,"source_count" DESC,`sort_name`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_neighborhood_rank_idx` ON `restaurants` (`neighborhood_slug`,"source_count" DESC,`sort_name`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_price_rank_idx` ON `restaurants` (`price`,"source_count" DESC,`sort_name`) WHERE status <> 'closed' AND source_count > 0;--> statement-breakpoint
CREATE INDEX `restaurants_occasion_rank_idx` ON `restaurants` (`occasion_slug`,"source_count" DESC,`sort_name`) WHERE status <> 'closed' AND source_count > 0;