CREATE TABLE `import_rows` (
	`import_id` text NOT NULL,
	`position` integer NOT NULL,
	`line` integer NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`message` text,
	`transaction_id` text,
	`type` text,
	`amount_minor` integer,
	`date` integer,
	`description` text,
	`category_id` text,
	`external_id` text,
	PRIMARY KEY(`import_id`, `position`),
	FOREIGN KEY (`import_id`) REFERENCES `imports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `import_rows_status_idx` ON `import_rows` (`import_id`,`status`,`position`);--> statement-breakpoint
CREATE INDEX `import_rows_transaction_idx` ON `import_rows` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `import_rows_external_id_idx` ON `import_rows` (`external_id`);--> statement-breakpoint
CREATE TABLE `imports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`wallet_id` text NOT NULL,
	`currency` text NOT NULL,
	`format` text NOT NULL,
	`status` text NOT NULL,
	`row_count` integer DEFAULT 0 NOT NULL,
	`ready_count` integer DEFAULT 0 NOT NULL,
	`duplicate_count` integer DEFAULT 0 NOT NULL,
	`refused_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`committed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`wallet_id`) REFERENCES `wallets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `imports_status_expires_idx` ON `imports` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `imports_wallet_idx` ON `imports` (`wallet_id`);