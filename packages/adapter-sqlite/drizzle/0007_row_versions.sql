ALTER TABLE `budgets` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `transactions` ADD `version` integer DEFAULT 1 NOT NULL;