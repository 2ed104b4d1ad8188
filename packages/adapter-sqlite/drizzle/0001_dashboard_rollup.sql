CREATE TABLE `transaction_daily_totals` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`currency` text NOT NULL,
	`category_id` text NOT NULL,
	`wallet_id` text NOT NULL,
	`income_minor` integer NOT NULL,
	`expense_minor` integer NOT NULL,
	`tx_count` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transaction_daily_totals_key_uq` ON `transaction_daily_totals` (`user_id`,`day`,`currency`,`category_id`,`wallet_id`);--> statement-breakpoint
CREATE INDEX `transaction_daily_totals_user_day_cover_idx` ON `transaction_daily_totals` (`user_id`,`day`,`currency`,`category_id`,`income_minor`,`expense_minor`,`tx_count`);--> statement-breakpoint
CREATE INDEX `transaction_daily_totals_budget_cover_idx` ON `transaction_daily_totals` (`wallet_id`,`category_id`,`day`,`expense_minor`);