ALTER TABLE `restaurants` ADD `cuisine_style` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `cuisine_style_slug` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `cuisine_label` text;--> statement-breakpoint
CREATE INDEX `restaurants_style_rank_idx` ON `restaurants` (`cuisine_style_slug`,"source_count" DESC,`sort_name`) WHERE status <> 'closed';--> statement-breakpoint
-- Existing rows: the stated label is kept, and each label the shipped data states moves to its family and style.
UPDATE `restaurants` SET `cuisine_label` = `cuisine`;--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Argentinian', `cuisine_slug` = 'argentinian', `cuisine_style` = 'Steakhouse', `cuisine_style_slug` = 'steakhouse' WHERE `cuisine_slug` = 'argentine-steakhouse';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'American', `cuisine_slug` = 'american', `cuisine_style` = 'Barbecue', `cuisine_style_slug` = 'barbecue' WHERE `cuisine_slug` = 'barbecue';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'American', `cuisine_slug` = 'american', `cuisine_style` = 'Brunch', `cuisine_style_slug` = 'brunch' WHERE `cuisine_slug` = 'breakfast-brunch';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Cambodian', `cuisine_slug` = 'cambodian', `cuisine_style` = 'Wings', `cuisine_style_slug` = 'wings' WHERE `cuisine_slug` = 'cambodian-chicken-wings';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Cambodian', `cuisine_slug` = 'cambodian', `cuisine_style` = NULL, `cuisine_style_slug` = NULL WHERE `cuisine_slug` = 'cambodian-inflected-seafood';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Chinese', `cuisine_slug` = 'chinese', `cuisine_style` = 'Cantonese', `cuisine_style_slug` = 'cantonese' WHERE `cuisine_slug` = 'cantonese';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Chinese', `cuisine_slug` = 'chinese', `cuisine_style` = 'Chinese American', `cuisine_style_slug` = 'chinese-american' WHERE `cuisine_slug` = 'chinese-american';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'American', `cuisine_slug` = 'american', `cuisine_style` = 'Deli', `cuisine_style_slug` = 'deli' WHERE `cuisine_slug` = 'deli';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Filipino', `cuisine_slug` = 'filipino', `cuisine_style` = NULL, `cuisine_style_slug` = NULL WHERE `cuisine_slug` = 'filipino-flavored-vegan-bakery';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'French', `cuisine_slug` = 'french', `cuisine_style` = 'Bistro', `cuisine_style_slug` = 'bistro' WHERE `cuisine_slug` = 'french-bistro';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Japanese', `cuisine_slug` = 'japanese', `cuisine_style` = NULL, `cuisine_style_slug` = NULL WHERE `cuisine_slug` = 'french-japanese';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Persian', `cuisine_slug` = 'persian', `cuisine_style` = NULL, `cuisine_style_slug` = NULL WHERE `cuisine_slug` = 'iranian';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Japanese', `cuisine_slug` = 'japanese', `cuisine_style` = 'Izakaya', `cuisine_style_slug` = 'izakaya' WHERE `cuisine_slug` = 'japanese-izakaya';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Japanese', `cuisine_slug` = 'japanese', `cuisine_style` = NULL, `cuisine_style_slug` = NULL WHERE `cuisine_slug` = 'japanese-californian';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Korean', `cuisine_slug` = 'korean', `cuisine_style` = 'Barbecue', `cuisine_style_slug` = 'barbecue' WHERE `cuisine_slug` = 'korean-barbecue';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Mexican', `cuisine_slug` = 'mexican', `cuisine_style` = 'Mariscos', `cuisine_style_slug` = 'mariscos' WHERE `cuisine_slug` = 'mexican-seafood';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Middle Eastern', `cuisine_slug` = 'middle-eastern', `cuisine_style` = NULL, `cuisine_style_slug` = NULL WHERE `cuisine_slug` = 'middle-eastern-cuisine';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'American', `cuisine_slug` = 'american', `cuisine_style` = 'New American', `cuisine_style_slug` = 'new-american' WHERE `cuisine_slug` = 'new-american';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Mexican', `cuisine_slug` = 'mexican', `cuisine_style` = 'Oaxacan', `cuisine_style_slug` = 'oaxacan' WHERE `cuisine_slug` = 'oaxacan';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Italian', `cuisine_slug` = 'italian', `cuisine_style` = 'Pizza', `cuisine_style_slug` = 'pizza' WHERE `cuisine_slug` = 'pizza';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'American', `cuisine_slug` = 'american', `cuisine_style` = 'Sandwiches', `cuisine_style_slug` = 'sandwiches' WHERE `cuisine_slug` = 'sandwich-shop';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'American', `cuisine_slug` = 'american', `cuisine_style` = 'Burgers', `cuisine_style_slug` = 'burgers' WHERE `cuisine_slug` = 'smash-burgers';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'American', `cuisine_slug` = 'american', `cuisine_style` = 'Soul Food', `cuisine_style_slug` = 'soul-food' WHERE `cuisine_slug` = 'soul-food';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'American', `cuisine_slug` = 'american', `cuisine_style` = 'Southern', `cuisine_style_slug` = 'southern' WHERE `cuisine_slug` = 'southern';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'American', `cuisine_slug` = 'american', `cuisine_style` = 'Steakhouse', `cuisine_style_slug` = 'steakhouse' WHERE `cuisine_slug` = 'steakhouse';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Japanese', `cuisine_slug` = 'japanese', `cuisine_style` = 'Sushi', `cuisine_style_slug` = 'sushi' WHERE `cuisine_slug` = 'sushi';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Mexican', `cuisine_slug` = 'mexican', `cuisine_style` = 'Tacos', `cuisine_style_slug` = 'tacos' WHERE `cuisine_slug` = 'taqueria';--> statement-breakpoint
UPDATE `restaurants` SET `cuisine` = 'Mexican', `cuisine_slug` = 'mexican', `cuisine_style` = 'Tex-Mex', `cuisine_style_slug` = 'tex-mex' WHERE `cuisine_slug` = 'tex-mex';
