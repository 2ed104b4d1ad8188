-- Transfers between a user's own wallets. Their two legs are rows of `transactions` with
-- `transfer_id` set and no category, so `category_id` becomes nullable (CHECK: null exactly on
-- legs). SQLite changes a column by rebuilding the table, which drops its triggers: they are
-- dropped first and created again after, now skipping legs (no rollup, no income or expense
-- total: a transfer is neither), and a leg's `transfer_id` may never change (the triggers read it).
DROP TRIGGER IF EXISTS `transactions_rollups_ad`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `transactions_rollups_ai`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `transactions_rollups_au`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `transactions_user_totals_ad`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `transactions_user_totals_ai`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `transactions_user_totals_au`;--> statement-breakpoint
CREATE TABLE `transfers` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`from_wallet_id` text NOT NULL,
	`to_wallet_id` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`to_amount_minor` integer NOT NULL,
	`to_currency` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`date` integer NOT NULL,
	`outgoing_transaction_id` text NOT NULL,
	`incoming_transaction_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`from_wallet_id`) REFERENCES `wallets`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`to_wallet_id`) REFERENCES `wallets`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "transfers_wallets_ck" CHECK("transfers"."from_wallet_id" <> "transfers"."to_wallet_id"),
	CONSTRAINT "transfers_amounts_ck" CHECK("transfers"."amount_minor" > 0 and "transfers"."to_amount_minor" > 0)
);
--> statement-breakpoint
CREATE INDEX `transfers_user_date_id_idx` ON `transfers` (`user_id`,"date" desc,"id" desc);--> statement-breakpoint
CREATE TABLE `__new_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`wallet_id` text NOT NULL,
	`category_id` text,
	`transfer_id` text,
	`type` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`date` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`wallet_id`) REFERENCES `wallets`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`transfer_id`) REFERENCES `transfers`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "transactions_type_ck" CHECK("__new_transactions"."type" in ('expense', 'income')),
	CONSTRAINT "transactions_amount_sign_ck" CHECK("__new_transactions"."amount_minor" = 0 or ("__new_transactions"."type" = 'expense') = ("__new_transactions"."amount_minor" < 0)),
	CONSTRAINT "transactions_transfer_category_ck" CHECK(("__new_transactions"."transfer_id" is null) = ("__new_transactions"."category_id" is not null))
);
--> statement-breakpoint
INSERT INTO `__new_transactions`("id", "user_id", "wallet_id", "category_id", "type", "amount_minor", "currency", "description", "date", "created_at", "updated_at", "version") SELECT "id", "user_id", "wallet_id", "category_id", "type", "amount_minor", "currency", "description", "date", "created_at", "updated_at", "version" FROM `transactions`;--> statement-breakpoint
DROP TABLE `transactions`;--> statement-breakpoint
ALTER TABLE `__new_transactions` RENAME TO `transactions`;--> statement-breakpoint
CREATE INDEX `transactions_user_date_id_idx` ON `transactions` (`user_id`,"date" desc,"id" desc);--> statement-breakpoint
CREATE INDEX `transactions_wallet_category_date_idx` ON `transactions` (`wallet_id`,`category_id`,`date`);--> statement-breakpoint
CREATE INDEX `transactions_category_idx` ON `transactions` (`category_id`);--> statement-breakpoint
CREATE INDEX `transactions_transfer_idx` ON `transactions` (`transfer_id`);--> statement-breakpoint
CREATE TRIGGER `transactions_rollups_ad` AFTER DELETE ON `transactions` WHEN OLD.`transfer_id` IS NULL BEGIN
  UPDATE `transaction_daily_totals` SET
    `income_minor` = `income_minor` - CASE WHEN OLD.`type` = 'income' THEN OLD.`amount_minor` ELSE 0 END,
    `expense_minor` = `expense_minor` - CASE WHEN OLD.`type` = 'expense' THEN -OLD.`amount_minor` ELSE 0 END,
    `tx_count` = `tx_count` - 1
  WHERE `user_id` = OLD.`user_id` AND `day` = date(OLD.`date` / 1000.0, 'unixepoch') AND `currency` = OLD.`currency`
    AND `category_id` = OLD.`category_id` AND `wallet_id` = OLD.`wallet_id`;
  UPDATE `transaction_monthly_totals` SET
    `income_minor` = `income_minor` - CASE WHEN OLD.`type` = 'income' THEN OLD.`amount_minor` ELSE 0 END,
    `expense_minor` = `expense_minor` - CASE WHEN OLD.`type` = 'expense' THEN -OLD.`amount_minor` ELSE 0 END,
    `tx_count` = `tx_count` - 1
  WHERE `user_id` = OLD.`user_id` AND `month` = strftime('%Y-%m', OLD.`date` / 1000.0, 'unixepoch') AND `currency` = OLD.`currency`
    AND `category_id` = OLD.`category_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_rollups_ai` AFTER INSERT ON `transactions` WHEN NEW.`transfer_id` IS NULL BEGIN
  INSERT INTO `transaction_daily_totals` (`user_id`, `day`, `currency`, `category_id`, `wallet_id`, `income_minor`, `expense_minor`, `tx_count`)
  VALUES (NEW.`user_id`, date(NEW.`date` / 1000.0, 'unixepoch'), NEW.`currency`, NEW.`category_id`, NEW.`wallet_id`, CASE WHEN NEW.`type` = 'income' THEN NEW.`amount_minor` ELSE 0 END, CASE WHEN NEW.`type` = 'expense' THEN -NEW.`amount_minor` ELSE 0 END, 1)
  ON CONFLICT (`user_id`, `day`, `currency`, `category_id`, `wallet_id`) DO UPDATE SET
    `income_minor` = `income_minor` + excluded.`income_minor`,
    `expense_minor` = `expense_minor` + excluded.`expense_minor`,
    `tx_count` = `tx_count` + 1;
  INSERT INTO `transaction_monthly_totals` (`user_id`, `month`, `currency`, `category_id`, `income_minor`, `expense_minor`, `tx_count`)
  VALUES (NEW.`user_id`, strftime('%Y-%m', NEW.`date` / 1000.0, 'unixepoch'), NEW.`currency`, NEW.`category_id`, CASE WHEN NEW.`type` = 'income' THEN NEW.`amount_minor` ELSE 0 END, CASE WHEN NEW.`type` = 'expense' THEN -NEW.`amount_minor` ELSE 0 END, 1)
  ON CONFLICT (`user_id`, `month`, `currency`, `category_id`) DO UPDATE SET
    `income_minor` = `income_minor` + excluded.`income_minor`,
    `expense_minor` = `expense_minor` + excluded.`expense_minor`,
    `tx_count` = `tx_count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_rollups_au` AFTER UPDATE OF `user_id`, `wallet_id`, `category_id`, `type`, `amount_minor`, `currency`, `date` ON `transactions` WHEN OLD.`transfer_id` IS NULL AND NEW.`transfer_id` IS NULL BEGIN
  UPDATE `transaction_daily_totals` SET
    `income_minor` = `income_minor` - CASE WHEN OLD.`type` = 'income' THEN OLD.`amount_minor` ELSE 0 END,
    `expense_minor` = `expense_minor` - CASE WHEN OLD.`type` = 'expense' THEN -OLD.`amount_minor` ELSE 0 END,
    `tx_count` = `tx_count` - 1
  WHERE `user_id` = OLD.`user_id` AND `day` = date(OLD.`date` / 1000.0, 'unixepoch') AND `currency` = OLD.`currency`
    AND `category_id` = OLD.`category_id` AND `wallet_id` = OLD.`wallet_id`;
  UPDATE `transaction_monthly_totals` SET
    `income_minor` = `income_minor` - CASE WHEN OLD.`type` = 'income' THEN OLD.`amount_minor` ELSE 0 END,
    `expense_minor` = `expense_minor` - CASE WHEN OLD.`type` = 'expense' THEN -OLD.`amount_minor` ELSE 0 END,
    `tx_count` = `tx_count` - 1
  WHERE `user_id` = OLD.`user_id` AND `month` = strftime('%Y-%m', OLD.`date` / 1000.0, 'unixepoch') AND `currency` = OLD.`currency`
    AND `category_id` = OLD.`category_id`;
  INSERT INTO `transaction_daily_totals` (`user_id`, `day`, `currency`, `category_id`, `wallet_id`, `income_minor`, `expense_minor`, `tx_count`)
  VALUES (NEW.`user_id`, date(NEW.`date` / 1000.0, 'unixepoch'), NEW.`currency`, NEW.`category_id`, NEW.`wallet_id`, CASE WHEN NEW.`type` = 'income' THEN NEW.`amount_minor` ELSE 0 END, CASE WHEN NEW.`type` = 'expense' THEN -NEW.`amount_minor` ELSE 0 END, 1)
  ON CONFLICT (`user_id`, `day`, `currency`, `category_id`, `wallet_id`) DO UPDATE SET
    `income_minor` = `income_minor` + excluded.`income_minor`,
    `expense_minor` = `expense_minor` + excluded.`expense_minor`,
    `tx_count` = `tx_count` + 1;
  INSERT INTO `transaction_monthly_totals` (`user_id`, `month`, `currency`, `category_id`, `income_minor`, `expense_minor`, `tx_count`)
  VALUES (NEW.`user_id`, strftime('%Y-%m', NEW.`date` / 1000.0, 'unixepoch'), NEW.`currency`, NEW.`category_id`, CASE WHEN NEW.`type` = 'income' THEN NEW.`amount_minor` ELSE 0 END, CASE WHEN NEW.`type` = 'expense' THEN -NEW.`amount_minor` ELSE 0 END, 1)
  ON CONFLICT (`user_id`, `month`, `currency`, `category_id`) DO UPDATE SET
    `income_minor` = `income_minor` + excluded.`income_minor`,
    `expense_minor` = `expense_minor` + excluded.`expense_minor`,
    `tx_count` = `tx_count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_user_totals_ad` AFTER DELETE ON `transactions` WHEN OLD.`transfer_id` IS NULL BEGIN
  UPDATE `user_currency_totals` SET
    `income_minor` = `income_minor` - CASE WHEN OLD.`type` = 'income' THEN OLD.`amount_minor` ELSE 0 END,
    `expense_minor` = `expense_minor` - CASE WHEN OLD.`type` = 'expense' THEN -OLD.`amount_minor` ELSE 0 END
  WHERE `user_id` = OLD.`user_id` AND `currency` = OLD.`currency`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_user_totals_ai` AFTER INSERT ON `transactions` WHEN NEW.`transfer_id` IS NULL BEGIN
  INSERT INTO `user_currency_totals` (`user_id`, `currency`, `income_minor`, `expense_minor`)
  VALUES (NEW.`user_id`, NEW.`currency`, CASE WHEN NEW.`type` = 'income' THEN NEW.`amount_minor` ELSE 0 END, CASE WHEN NEW.`type` = 'expense' THEN -NEW.`amount_minor` ELSE 0 END)
  ON CONFLICT (`user_id`, `currency`) DO UPDATE SET
    `income_minor` = `income_minor` + excluded.`income_minor`,
    `expense_minor` = `expense_minor` + excluded.`expense_minor`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_user_totals_au` AFTER UPDATE OF `user_id`, `type`, `amount_minor`, `currency` ON `transactions` WHEN OLD.`transfer_id` IS NULL AND NEW.`transfer_id` IS NULL BEGIN
  UPDATE `user_currency_totals` SET
    `income_minor` = `income_minor` - CASE WHEN OLD.`type` = 'income' THEN OLD.`amount_minor` ELSE 0 END,
    `expense_minor` = `expense_minor` - CASE WHEN OLD.`type` = 'expense' THEN -OLD.`amount_minor` ELSE 0 END
  WHERE `user_id` = OLD.`user_id` AND `currency` = OLD.`currency`;
  INSERT INTO `user_currency_totals` (`user_id`, `currency`, `income_minor`, `expense_minor`)
  VALUES (NEW.`user_id`, NEW.`currency`, CASE WHEN NEW.`type` = 'income' THEN NEW.`amount_minor` ELSE 0 END, CASE WHEN NEW.`type` = 'expense' THEN -NEW.`amount_minor` ELSE 0 END)
  ON CONFLICT (`user_id`, `currency`) DO UPDATE SET
    `income_minor` = `income_minor` + excluded.`income_minor`,
    `expense_minor` = `expense_minor` + excluded.`expense_minor`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_transfer_id_fixed_bu` BEFORE UPDATE OF `transfer_id` ON `transactions`
WHEN OLD.`transfer_id` IS NOT NEW.`transfer_id`
BEGIN
  SELECT RAISE(ABORT, 'the transfer_id of a transaction never changes');
END;
