CREATE TABLE `recurrence_occurrences` (
	`recurrence_id` text NOT NULL,
	`occurrence_at` integer NOT NULL,
	`transaction_id` text NOT NULL,
	PRIMARY KEY(`recurrence_id`, `occurrence_at`),
	FOREIGN KEY (`recurrence_id`) REFERENCES `recurrences`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `recurrences` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`wallet_id` text NOT NULL,
	`category_id` text NOT NULL,
	`type` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`tag_ids` text NOT NULL,
	`rrule` text NOT NULL,
	`start` integer NOT NULL,
	`timezone` text NOT NULL,
	`next_at` integer,
	`active` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `recurrences_user_idx` ON `recurrences` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `recurrences_due_idx` ON `recurrences` (`active`,`next_at`);--> statement-breakpoint
DROP INDEX `transactions_user_date_id_covering_idx`;--> statement-breakpoint
ALTER TABLE `transactions` ADD `recurrence_id` text;--> statement-breakpoint
CREATE INDEX `transactions_user_date_id_covering_idx` ON `transactions` (`user_id`,"date" desc,"id" desc,`wallet_id`,`category_id`,`transfer_id`,`type`,`amount_minor`,`currency`,`description`,`created_at`,`updated_at`,`version`,`recurrence_id`);