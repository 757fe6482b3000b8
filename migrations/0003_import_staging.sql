CREATE TABLE `import_staging` (
	`job_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`seq` integer NOT NULL,
	`line` integer NOT NULL,
	`key` text NOT NULL,
	`payload` text NOT NULL,
	PRIMARY KEY(`job_id`, `attempt`, `seq`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `import_staging_key_unique` ON `import_staging` (`job_id`,`attempt`,`key`);