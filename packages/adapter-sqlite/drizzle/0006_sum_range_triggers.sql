-- Keeps user_currency_totals (see src/dashboardSchema.ts) and refuses a write that would move a
-- wallet balance or one of those totals beyond 5497558138879999 minor units (MAX_TOTAL_MINOR in the
-- domain): past it, amounts stop being exact JavaScript numbers. Only a move away from zero is
-- refused, so a sum stored before this migration can still be brought back into range. The
-- message starts with SUM_OUT_OF_RANGE, which the adapter maps to that code. First the rows already there:
INSERT INTO `user_currency_totals` (`user_id`, `currency`, `income_minor`, `expense_minor`)
SELECT `user_id`, `currency`,
  coalesce(sum(CASE WHEN `type` = 'income' THEN abs(`amount_minor`) END), 0),
  coalesce(sum(CASE WHEN `type` = 'expense' THEN abs(`amount_minor`) END), 0)
FROM `transactions`
GROUP BY `user_id`, `currency`;
--> statement-breakpoint
CREATE TRIGGER `user_currency_totals_range_bi` BEFORE INSERT ON `user_currency_totals`
WHEN NEW.`income_minor` > 5497558138879999 OR NEW.`expense_minor` > 5497558138879999
BEGIN
  SELECT RAISE(ABORT, 'SUM_OUT_OF_RANGE: income or expense total beyond the exact range');
END;
--> statement-breakpoint
CREATE TRIGGER `user_currency_totals_range_bu` BEFORE UPDATE ON `user_currency_totals`
WHEN (NEW.`income_minor` > 5497558138879999 AND NEW.`income_minor` > OLD.`income_minor`)
  OR (NEW.`expense_minor` > 5497558138879999 AND NEW.`expense_minor` > OLD.`expense_minor`)
BEGIN
  SELECT RAISE(ABORT, 'SUM_OUT_OF_RANGE: income or expense total beyond the exact range');
END;
--> statement-breakpoint
CREATE TRIGGER `wallets_balance_range_bi` BEFORE INSERT ON `wallets`
WHEN abs(NEW.`balance_minor`) > 5497558138879999
BEGIN
  SELECT RAISE(ABORT, 'SUM_OUT_OF_RANGE: wallet balance beyond the exact range');
END;
--> statement-breakpoint
CREATE TRIGGER `wallets_balance_range_bu` BEFORE UPDATE OF `balance_minor` ON `wallets`
WHEN abs(NEW.`balance_minor`) > 5497558138879999 AND abs(NEW.`balance_minor`) > abs(OLD.`balance_minor`)
BEGIN
  SELECT RAISE(ABORT, 'SUM_OUT_OF_RANGE: wallet balance beyond the exact range');
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_user_totals_ai` AFTER INSERT ON `transactions` BEGIN
  INSERT INTO `user_currency_totals` (`user_id`, `currency`, `income_minor`, `expense_minor`)
  VALUES (NEW.`user_id`, NEW.`currency`, CASE WHEN NEW.`type` = 'income' THEN abs(NEW.`amount_minor`) ELSE 0 END, CASE WHEN NEW.`type` = 'expense' THEN abs(NEW.`amount_minor`) ELSE 0 END)
  ON CONFLICT (`user_id`, `currency`) DO UPDATE SET
    `income_minor` = `income_minor` + excluded.`income_minor`,
    `expense_minor` = `expense_minor` + excluded.`expense_minor`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_user_totals_ad` AFTER DELETE ON `transactions` BEGIN
  UPDATE `user_currency_totals` SET
    `income_minor` = `income_minor` - CASE WHEN OLD.`type` = 'income' THEN abs(OLD.`amount_minor`) ELSE 0 END,
    `expense_minor` = `expense_minor` - CASE WHEN OLD.`type` = 'expense' THEN abs(OLD.`amount_minor`) ELSE 0 END
  WHERE `user_id` = OLD.`user_id` AND `currency` = OLD.`currency`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_user_totals_au` AFTER UPDATE OF `user_id`, `type`, `amount_minor`, `currency` ON `transactions` BEGIN
  UPDATE `user_currency_totals` SET
    `income_minor` = `income_minor` - CASE WHEN OLD.`type` = 'income' THEN abs(OLD.`amount_minor`) ELSE 0 END,
    `expense_minor` = `expense_minor` - CASE WHEN OLD.`type` = 'expense' THEN abs(OLD.`amount_minor`) ELSE 0 END
  WHERE `user_id` = OLD.`user_id` AND `currency` = OLD.`currency`;
  INSERT INTO `user_currency_totals` (`user_id`, `currency`, `income_minor`, `expense_minor`)
  VALUES (NEW.`user_id`, NEW.`currency`, CASE WHEN NEW.`type` = 'income' THEN abs(NEW.`amount_minor`) ELSE 0 END, CASE WHEN NEW.`type` = 'expense' THEN abs(NEW.`amount_minor`) ELSE 0 END)
  ON CONFLICT (`user_id`, `currency`) DO UPDATE SET
    `income_minor` = `income_minor` + excluded.`income_minor`,
    `expense_minor` = `expense_minor` + excluded.`expense_minor`;
END;
