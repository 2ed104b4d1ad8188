CREATE TABLE `transaction_monthly_totals` (
	`user_id` text NOT NULL,
	`month` text NOT NULL,
	`currency` text NOT NULL,
	`category_id` text NOT NULL,
	`income_minor` integer NOT NULL,
	`expense_minor` integer NOT NULL,
	`tx_count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transaction_monthly_totals_key_uq` ON `transaction_monthly_totals` (`user_id`,`month`,`currency`,`category_id`);