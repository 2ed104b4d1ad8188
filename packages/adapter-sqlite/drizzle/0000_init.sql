CREATE TABLE `budget_categories` (
	`budget_id` text NOT NULL,
	`position` integer NOT NULL,
	`category_id` text NOT NULL,
	PRIMARY KEY(`budget_id`, `position`),
	FOREIGN KEY (`budget_id`) REFERENCES `budgets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `budget_categories_category_budget_idx` ON `budget_categories` (`category_id`,`budget_id`);--> statement-breakpoint
CREATE TABLE `budget_members` (
	`id` text PRIMARY KEY NOT NULL,
	`budget_id` text NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`share` real,
	`status` text NOT NULL,
	`invited_at` integer NOT NULL,
	`responded_at` integer,
	FOREIGN KEY (`budget_id`) REFERENCES `budgets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "budget_members_role_ck" CHECK("budget_members"."role" in ('viewer', 'editor')),
	CONSTRAINT "budget_members_status_ck" CHECK("budget_members"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `budget_members_budget_user_uq` ON `budget_members` (`budget_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `budget_members_user_status_idx` ON `budget_members` (`user_id`,`status`);--> statement-breakpoint
CREATE TABLE `budgets` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`currency` text NOT NULL,
	`limit_minor` integer NOT NULL,
	`period` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text,
	`wallet_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`wallet_id`) REFERENCES `wallets`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "budgets_period_ck" CHECK("budgets"."period" in ('daily', 'weekly', 'monthly', 'quarterly', 'yearly'))
);
--> statement-breakpoint
CREATE INDEX `budgets_owner_created_idx` ON `budgets` (`owner_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `budgets_owner_name_lower_uq` ON `budgets` (`owner_id`,lower("name"));--> statement-breakpoint
CREATE INDEX `budgets_wallet_idx` ON `budgets` (`wallet_id`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_user_name_lower_uq` ON `categories` (`user_id`,lower("name"));--> statement-breakpoint
CREATE INDEX `categories_user_created_idx` ON `categories` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`wallet_id` text NOT NULL,
	`category_id` text NOT NULL,
	`type` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`date` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`wallet_id`) REFERENCES `wallets`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "transactions_type_ck" CHECK("transactions"."type" in ('expense', 'income'))
);
--> statement-breakpoint
CREATE INDEX `transactions_user_date_id_idx` ON `transactions` (`user_id`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `transactions_wallet_category_date_idx` ON `transactions` (`wallet_id`,`category_id`,`date`);--> statement-breakpoint
CREATE INDEX `transactions_category_idx` ON `transactions` (`category_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_uq` ON `users` (lower("email"));--> statement-breakpoint
CREATE TABLE `wallets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`currency` text NOT NULL,
	`initial_balance_minor` integer NOT NULL,
	`balance_minor` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `wallets_user_created_idx` ON `wallets` (`user_id`,`created_at`,`id`);