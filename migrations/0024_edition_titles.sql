ALTER TABLE `list_editions` ADD `title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `list_editions` ADD `scope` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Until the seed or an import writes an edition's own title, it shows its list's (the newest edition's).
UPDATE `list_editions` SET `title` = (SELECT `title` FROM `lists` WHERE `lists`.`id` = `list_editions`.`list_id`), `scope` = (SELECT `scope` FROM `lists` WHERE `lists`.`id` = `list_editions`.`list_id`);--> statement-breakpoint
-- An imported edition's own title is the one its import recorded, where exactly one record names it.
UPDATE `list_editions` SET `title` = (
  SELECT json_extract(l.value, '$.title') FROM `data_changes`, json_each(`data_changes`.`summary`, '$.lists') AS l, `lists`
  WHERE `lists`.`id` = `list_editions`.`list_id` AND json_extract(l.value, '$.source') = `lists`.`source_name`
    AND json_extract(l.value, '$.edition') = `list_editions`.`edition`
) WHERE (
  SELECT count(*) FROM `data_changes`, json_each(`data_changes`.`summary`, '$.lists') AS l, `lists`
  WHERE `lists`.`id` = `list_editions`.`list_id` AND json_extract(l.value, '$.source') = `lists`.`source_name`
    AND json_extract(l.value, '$.edition') = `list_editions`.`edition`
) = 1;--> statement-breakpoint
-- "Mark verified" is bookkeeping, not a change of the data: its records get a kind of their own.
UPDATE `data_changes` SET `kind` = 'verification' WHERE `kind` = 'correction' AND json_array_length(`summary`, '$.corrections') = 1 AND json_extract(`summary`, '$.corrections[0].field') = 'Last verified';
