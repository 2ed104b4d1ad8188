-- Keeps user_currency_totals (see src/dashboardSchema.ts) and refuses a write that would move a
-- wallet balance or one of those totals beyond 5497558138879999 minor units (MAX_TOTAL_MINOR in the
-- domain): past it, amounts stop being exact JavaScript numbers. Only a move away from zero is
-- refused, so a sum stored before this migration can still be brought back into range. The errors
-- name a constraint, which the adapter maps to SUM_OUT_OF_RANGE. First the rows already there:
INSERT INTO user_currency_totals (user_id, currency, income_minor, expense_minor)
SELECT user_id, currency,
  coalesce(sum(abs(amount_minor)) FILTER (WHERE type = 'income'), 0),
  coalesce(sum(abs(amount_minor)) FILTER (WHERE type = 'expense'), 0)
FROM transactions
GROUP BY user_id, currency;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_currency_totals_in_range() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.income_minor > 5497558138879999 AND (TG_OP = 'INSERT' OR NEW.income_minor > OLD.income_minor))
    OR (NEW.expense_minor > 5497558138879999 AND (TG_OP = 'INSERT' OR NEW.expense_minor > OLD.expense_minor)) THEN
    RAISE EXCEPTION 'income or expense total beyond the exact range'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'user_currency_totals_range';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_currency_totals_range BEFORE INSERT OR UPDATE ON user_currency_totals
  FOR EACH ROW EXECUTE FUNCTION user_currency_totals_in_range();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallets_balance_in_range() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF abs(NEW.balance_minor) > 5497558138879999
    AND (TG_OP = 'INSERT' OR abs(NEW.balance_minor) > abs(OLD.balance_minor)) THEN
    RAISE EXCEPTION 'wallet balance beyond the exact range'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'wallets_balance_range';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallets_balance_range BEFORE INSERT OR UPDATE OF balance_minor ON wallets
  FOR EACH ROW EXECUTE FUNCTION wallets_balance_in_range();
--> statement-breakpoint
-- Statement-level, like the dashboard rollups: one upsert per statement, rows locked in key order.
-- Named after transactions_daily_totals_*, so on one statement they fire after the rollups' triggers
-- and every writer takes its locks in the same order.
CREATE OR REPLACE FUNCTION user_currency_totals_on_insert() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO user_currency_totals AS t (user_id, currency, income_minor, expense_minor)
  SELECT user_id, currency, sum(income), sum(expense)
  FROM (
    SELECT user_id, currency, CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense
    FROM new_rows
  ) AS changes
  GROUP BY user_id, currency
  ORDER BY user_id, currency
  ON CONFLICT (user_id, currency) DO UPDATE SET
    income_minor = t.income_minor + excluded.income_minor,
    expense_minor = t.expense_minor + excluded.expense_minor;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_currency_totals_on_delete() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO user_currency_totals AS t (user_id, currency, income_minor, expense_minor)
  SELECT user_id, currency, sum(income), sum(expense)
  FROM (
    SELECT user_id, currency, -CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      -CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense
    FROM old_rows
  ) AS changes
  GROUP BY user_id, currency
  ORDER BY user_id, currency
  ON CONFLICT (user_id, currency) DO UPDATE SET
    income_minor = t.income_minor + excluded.income_minor,
    expense_minor = t.expense_minor + excluded.expense_minor;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_currency_totals_on_update() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO user_currency_totals AS t (user_id, currency, income_minor, expense_minor)
  SELECT user_id, currency, sum(income), sum(expense)
  FROM (
    SELECT user_id, currency, CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense
    FROM new_rows
    UNION ALL
    SELECT user_id, currency, -CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      -CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense
    FROM old_rows
  ) AS changes
  GROUP BY user_id, currency
  ORDER BY user_id, currency
  ON CONFLICT (user_id, currency) DO UPDATE SET
    income_minor = t.income_minor + excluded.income_minor,
    expense_minor = t.expense_minor + excluded.expense_minor;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_user_totals_ai AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_currency_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER transactions_user_totals_ad AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_currency_totals_on_delete();
--> statement-breakpoint
CREATE TRIGGER transactions_user_totals_au AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_currency_totals_on_update();
