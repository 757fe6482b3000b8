ALTER TABLE `import_jobs` ADD `preview` text;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `data_version` text;