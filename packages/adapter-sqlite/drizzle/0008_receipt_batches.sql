CREATE TABLE `receipt_batches` (
	`user_id` text NOT NULL,
	`wallet_id` text NOT NULL,
	`content_hash` text NOT NULL,
	`transaction_ids` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `wallet_id`, `content_hash`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`wallet_id`) REFERENCES `wallets`(`id`) ON UPDATE no action ON DELETE no action
);
