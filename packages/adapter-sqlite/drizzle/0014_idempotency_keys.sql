CREATE TABLE `idempotency_keys` (
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`token` text NOT NULL,
	`request_hash` text NOT NULL,
	`locked_until` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`response_status` integer,
	`response_body` text,
	`response_content_type` text,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_expires_idx` ON `idempotency_keys` (`expires_at`);