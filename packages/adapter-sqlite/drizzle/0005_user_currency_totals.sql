CREATE TABLE `user_currency_totals` (
	`user_id` text NOT NULL,
	`currency` text NOT NULL,
	`income_minor` integer NOT NULL,
	`expense_minor` integer NOT NULL,
	PRIMARY KEY(`user_id`, `currency`)
);
