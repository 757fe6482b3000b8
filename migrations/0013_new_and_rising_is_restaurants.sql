-- New & Rising is no longer its own table: it is the places on current new-openings lists (mentions > 0).
-- Its places move into restaurants with their facts and status; the typed sources do not move (counts come
-- from list entries, recomputed by the next import or seed). A place already there (same slug or place) stays.
INSERT INTO `restaurants` (`slug`, `name`, `sort_name`, `cuisine`, `cuisine_slug`, `neighborhood`, `neighborhood_slug`,
	`price`, `description`, `specialties`, `address`, `website_url`, `phone`, `instagram_handle`, `instagram_embed_link`,
	`has_instagram_embed`, `reservation_platform`, `reservation_url`, `occasion`, `occasion_slug`, `rating`, `latitude`,
	`longitude`, `place_key`, `status`, `closed_month`, `opened_month`, `last_verified`, `updated_at`)
SELECT n.`slug`, n.`name`, n.`sort_name`, n.`cuisine`, n.`cuisine_slug`, n.`neighborhood`, n.`neighborhood_slug`,
	n.`price`, n.`description`, n.`specialties`, n.`address`, n.`website_url`, n.`phone`, n.`instagram_handle`,
	n.`instagram_embed_link`, n.`has_instagram_embed`, n.`reservation_platform`, n.`reservation_url`, n.`occasion`,
	n.`occasion_slug`, n.`rating`, n.`latitude`, n.`longitude`, n.`place_key`, n.`status`, n.`closed_month`,
	n.`opened_month`, n.`last_verified`, n.`updated_at`
FROM `newest_restaurants` n
WHERE NOT EXISTS (SELECT 1 FROM `restaurants` r WHERE r.`slug` = n.`slug` OR r.`place_key` = n.`place_key`);
--> statement-breakpoint
DROP TABLE `newest_restaurants`;--> statement-breakpoint
CREATE INDEX `restaurants_new_and_rising_idx` ON `restaurants` ("mentions" DESC,`sort_name`) WHERE status <> 'closed' AND mentions > 0;
