ALTER TABLE `categories` ADD `archived` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `wallets` ADD `archived` integer DEFAULT false NOT NULL;