-- Adds transaction_monthly_totals to what the triggers keep (see src/dashboardSchema.ts): first the
-- rows already there, then the three triggers again, each now moving the day row and the month row.
INSERT INTO `transaction_monthly_totals` (`user_id`, `month`, `currency`, `category_id`, `income_minor`, `expense_minor`, `tx_count`)
SELECT `user_id`, strftime('%Y-%m', `date` / 1000.0, 'unixepoch'), `currency`, `category_id`,
  sum(CASE WHEN `type` = 'income' THEN abs(`amount_minor`) ELSE 0 END),
  sum(CASE WHEN `type` = 'expense' THEN abs(`amount_minor`) ELSE 0 END),
  count(*)
FROM `transactions` WHERE true
GROUP BY 1, 2, 3, 4
ON CONFLICT (`user_id`, `month`, `currency`, `category_id`) DO UPDATE SET
  `income_minor` = `income_minor` + excluded.`income_minor`,
  `expense_minor` = `expense_minor` + excluded.`expense_minor`,
  `tx_count` = `tx_count` + excluded.`tx_count`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `transactions_daily_totals_ai`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `transactions_daily_totals_ad`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `transactions_daily_totals_au`;
--> statement-breakpoint
CREATE TRIGGER `transactions_rollups_ai` AFTER INSERT ON `transactions` BEGIN
  INSERT INTO `transaction_daily_totals` (`user_id`, `day`, `currency`, `category_id`, `wallet_id`, `income_minor`, `expense_minor`, `tx_count`)
  VALUES (NEW.`user_id`, date(NEW.`date` / 1000.0, 'unixepoch'), NEW.`currency`, NEW.`category_id`, NEW.`wallet_id`, CASE WHEN NEW.`type` = 'income' THEN abs(NEW.`amount_minor`) ELSE 0 END, CASE WHEN NEW.`type` = 'expense' THEN abs(NEW.`amount_minor`) ELSE 0 END, 1)
  ON CONFLICT (`user_id`, `day`, `currency`, `category_id`, `wallet_id`) DO UPDATE SET
    `income_minor` = `income_minor` + excluded.`income_minor`,
    `expense_minor` = `expense_minor` + excluded.`expense_minor`,
    `tx_count` = `tx_count` + 1;
  INSERT INTO `transaction_monthly_totals` (`user_id`, `month`, `currency`, `category_id`, `income_minor`, `expense_minor`, `tx_count`)
  VALUES (NEW.`user_id`, strftime('%Y-%m', NEW.`date` / 1000.0, 'unixepoch'), NEW.`currency`, NEW.`category_id`, CASE WHEN NEW.`type` = 'income' THEN abs(NEW.`amount_minor`) ELSE 0 END, CASE WHEN NEW.`type` = 'expense' THEN abs(NEW.`amount_minor`) ELSE 0 END, 1)
  ON CONFLICT (`user_id`, `month`, `currency`, `category_id`) DO UPDATE SET
    `income_minor` = `income_minor` + excluded.`income_minor`,
    `expense_minor` = `expense_minor` + excluded.`expense_minor`,
    `tx_count` = `tx_count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_rollups_ad` AFTER DELETE ON `transactions` BEGIN
  UPDATE `transaction_daily_totals` SET
    `income_minor` = `income_minor` - CASE WHEN OLD.`type` = 'income' THEN abs(OLD.`amount_minor`) ELSE 0 END,
    `expense_minor` = `expense_minor` - CASE WHEN OLD.`type` = 'expense' THEN abs(OLD.`amount_minor`) ELSE 0 END,
    `tx_count` = `tx_count` - 1
  WHERE `user_id` = OLD.`user_id` AND `day` = date(OLD.`date` / 1000.0, 'unixepoch') AND `currency` = OLD.`currency`
    AND `category_id` = OLD.`category_id` AND `wallet_id` = OLD.`wallet_id`;
  UPDATE `transaction_monthly_totals` SET
    `income_minor` = `income_minor` - CASE WHEN OLD.`type` = 'income' THEN abs(OLD.`amount_minor`) ELSE 0 END,
    `expense_minor` = `expense_minor` - CASE WHEN OLD.`type` = 'expense' THEN abs(OLD.`amount_minor`) ELSE 0 END,
    `tx_count` = `tx_count` - 1
  WHERE `user_id` = OLD.`user_id` AND `month` = strftime('%Y-%m', OLD.`date` / 1000.0, 'unixepoch') AND `currency` = OLD.`currency`
    AND `category_id` = OLD.`category_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_rollups_au` AFTER UPDATE OF `user_id`, `wallet_id`, `category_id`, `type`, `amount_minor`, `currency`, `date` ON `transactions` BEGIN
  UPDATE `transaction_daily_totals` SET
    `income_minor` = `income_minor` - CASE WHEN OLD.`type` = 'income' THEN abs(OLD.`amount_minor`) ELSE 0 END,
    `expense_minor` = `expense_minor` - CASE WHEN OLD.`type` = 'expense' THEN abs(OLD.`amount_minor`) ELSE 0 END,
    `tx_count` = `tx_count` - 1
  WHERE `user_id` = OLD.`user_id` AND `day` = date(OLD.`date` / 1000.0, 'unixepoch') AND `currency` = OLD.`currency`
    AND `category_id` = OLD.`category_id` AND `wallet_id` = OLD.`wallet_id`;
  UPDATE `transaction_monthly_totals` SET
    `income_minor` = `income_minor` - CASE WHEN OLD.`type` = 'income' THEN abs(OLD.`amount_minor`) ELSE 0 END,
    `expense_minor` = `expense_minor` - CASE WHEN OLD.`type` = 'expense' THEN abs(OLD.`amount_minor`) ELSE 0 END,
    `tx_count` = `tx_count` - 1
  WHERE `user_id` = OLD.`user_id` AND `month` = strftime('%Y-%m', OLD.`date` / 1000.0, 'unixepoch') AND `currency` = OLD.`currency`
    AND `category_id` = OLD.`category_id`;
  INSERT INTO `transaction_daily_totals` (`user_id`, `day`, `currency`, `category_id`, `wallet_id`, `income_minor`, `expense_minor`, `tx_count`)
  VALUES (NEW.`user_id`, date(NEW.`date` / 1000.0, 'unixepoch'), NEW.`currency`, NEW.`category_id`, NEW.`wallet_id`, CASE WHEN NEW.`type` = 'income' THEN abs(NEW.`amount_minor`) ELSE 0 END, CASE WHEN NEW.`type` = 'expense' THEN abs(NEW.`amount_minor`) ELSE 0 END, 1)
  ON CONFLICT (`user_id`, `day`, `currency`, `category_id`, `wallet_id`) DO UPDATE SET
    `income_minor` = `income_minor` + excluded.`income_minor`,
    `expense_minor` = `expense_minor` + excluded.`expense_minor`,
    `tx_count` = `tx_count` + 1;
  INSERT INTO `transaction_monthly_totals` (`user_id`, `month`, `currency`, `category_id`, `income_minor`, `expense_minor`, `tx_count`)
  VALUES (NEW.`user_id`, strftime('%Y-%m', NEW.`date` / 1000.0, 'unixepoch'), NEW.`currency`, NEW.`category_id`, CASE WHEN NEW.`type` = 'income' THEN abs(NEW.`amount_minor`) ELSE 0 END, CASE WHEN NEW.`type` = 'expense' THEN abs(NEW.`amount_minor`) ELSE 0 END, 1)
  ON CONFLICT (`user_id`, `month`, `currency`, `category_id`) DO UPDATE SET
    `income_minor` = `income_minor` + excluded.`income_minor`,
    `expense_minor` = `expense_minor` + excluded.`expense_minor`,
    `tx_count` = `tx_count` + 1;
END;
