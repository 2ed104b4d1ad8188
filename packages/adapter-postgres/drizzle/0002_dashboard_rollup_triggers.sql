-- Keeps transaction_daily_totals equal to the per-day sums of transactions (see src/dashboardSchema.ts).
-- Statement-level triggers with transition tables: a multi-row write touches each rollup row once,
-- in key order (so concurrent writers lock rollup rows in the same order). Rows that fall to
-- tx_count = 0 stay; readers skip groups whose count is 0. First the rows already there:
INSERT INTO transaction_daily_totals AS d (user_id, day, currency, category_id, wallet_id, income_minor, expense_minor, tx_count)
SELECT user_id, day, currency, category_id, wallet_id, sum(income), sum(expense), sum(n)
FROM (
  SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id,
    CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
    CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense,
    1 AS n
  FROM transactions
) AS changes
GROUP BY user_id, day, currency, category_id, wallet_id
ORDER BY user_id, day, currency, category_id, wallet_id
ON CONFLICT (user_id, day, currency, category_id, wallet_id) DO UPDATE SET
  income_minor = d.income_minor + excluded.income_minor,
  expense_minor = d.expense_minor + excluded.expense_minor,
  tx_count = d.tx_count + excluded.tx_count;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_daily_totals AS d (user_id, day, currency, category_id, wallet_id, income_minor, expense_minor, tx_count)
  SELECT user_id, day, currency, category_id, wallet_id, sum(income), sum(expense), sum(n)
  FROM (
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id,
      CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense,
      1 AS n
    FROM new_rows
  ) AS changes
  GROUP BY user_id, day, currency, category_id, wallet_id
  ORDER BY user_id, day, currency, category_id, wallet_id
  ON CONFLICT (user_id, day, currency, category_id, wallet_id) DO UPDATE SET
    income_minor = d.income_minor + excluded.income_minor,
    expense_minor = d.expense_minor + excluded.expense_minor,
    tx_count = d.tx_count + excluded.tx_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_daily_totals AS d (user_id, day, currency, category_id, wallet_id, income_minor, expense_minor, tx_count)
  SELECT user_id, day, currency, category_id, wallet_id, sum(income), sum(expense), sum(n)
  FROM (
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id,
      -CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      -CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense,
      -1 AS n
    FROM old_rows
  ) AS changes
  GROUP BY user_id, day, currency, category_id, wallet_id
  ORDER BY user_id, day, currency, category_id, wallet_id
  ON CONFLICT (user_id, day, currency, category_id, wallet_id) DO UPDATE SET
    income_minor = d.income_minor + excluded.income_minor,
    expense_minor = d.expense_minor + excluded.expense_minor,
    tx_count = d.tx_count + excluded.tx_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_daily_totals AS d (user_id, day, currency, category_id, wallet_id, income_minor, expense_minor, tx_count)
  SELECT user_id, day, currency, category_id, wallet_id, sum(income), sum(expense), sum(n)
  FROM (
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id,
      CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense,
      1 AS n
    FROM new_rows
    UNION ALL
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id,
      -CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      -CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense,
      -1 AS n
    FROM old_rows
  ) AS changes
  GROUP BY user_id, day, currency, category_id, wallet_id
  ORDER BY user_id, day, currency, category_id, wallet_id
  ON CONFLICT (user_id, day, currency, category_id, wallet_id) DO UPDATE SET
    income_minor = d.income_minor + excluded.income_minor,
    expense_minor = d.expense_minor + excluded.expense_minor,
    tx_count = d.tx_count + excluded.tx_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_daily_totals_ai AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER transactions_daily_totals_ad AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_on_delete();
--> statement-breakpoint
CREATE TRIGGER transactions_daily_totals_au AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_on_update();
