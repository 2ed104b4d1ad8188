-- Adds transaction_monthly_totals to what the triggers keep (see src/dashboardSchema.ts): first the
-- rows already there, then the three trigger functions again, each now moving day and month rows.
-- The functions run with the search_path of the migration, so they find the tables of their schema.
INSERT INTO transaction_monthly_totals AS d (user_id, month, currency, category_id, income_minor, expense_minor, tx_count)
SELECT user_id, month, currency, category_id, sum(income), sum(expense), sum(n)
FROM (
  SELECT user_id, to_char(date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency, category_id, CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
    CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense, 1 AS n
  FROM transactions
) AS changes
GROUP BY user_id, month, currency, category_id
ORDER BY user_id, month, currency, category_id
ON CONFLICT (user_id, month, currency, category_id) DO UPDATE SET
  income_minor = d.income_minor + excluded.income_minor,
  expense_minor = d.expense_minor + excluded.expense_minor,
  tx_count = d.tx_count + excluded.tx_count;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_on_insert() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO transaction_daily_totals AS d (user_id, day, currency, category_id, wallet_id, income_minor, expense_minor, tx_count)
  SELECT user_id, day, currency, category_id, wallet_id, sum(income), sum(expense), sum(n)
  FROM (
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id, CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense, 1 AS n
    FROM new_rows
  ) AS changes
  GROUP BY user_id, day, currency, category_id, wallet_id
  ORDER BY user_id, day, currency, category_id, wallet_id
  ON CONFLICT (user_id, day, currency, category_id, wallet_id) DO UPDATE SET
    income_minor = d.income_minor + excluded.income_minor,
    expense_minor = d.expense_minor + excluded.expense_minor,
    tx_count = d.tx_count + excluded.tx_count;
  INSERT INTO transaction_monthly_totals AS d (user_id, month, currency, category_id, income_minor, expense_minor, tx_count)
  SELECT user_id, month, currency, category_id, sum(income), sum(expense), sum(n)
  FROM (
    SELECT user_id, to_char(date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency, category_id, CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense, 1 AS n
    FROM new_rows
  ) AS changes
  GROUP BY user_id, month, currency, category_id
  ORDER BY user_id, month, currency, category_id
  ON CONFLICT (user_id, month, currency, category_id) DO UPDATE SET
    income_minor = d.income_minor + excluded.income_minor,
    expense_minor = d.expense_minor + excluded.expense_minor,
    tx_count = d.tx_count + excluded.tx_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_on_delete() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO transaction_daily_totals AS d (user_id, day, currency, category_id, wallet_id, income_minor, expense_minor, tx_count)
  SELECT user_id, day, currency, category_id, wallet_id, sum(income), sum(expense), sum(n)
  FROM (
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id, -CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      -CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense, -1 AS n
    FROM old_rows
  ) AS changes
  GROUP BY user_id, day, currency, category_id, wallet_id
  ORDER BY user_id, day, currency, category_id, wallet_id
  ON CONFLICT (user_id, day, currency, category_id, wallet_id) DO UPDATE SET
    income_minor = d.income_minor + excluded.income_minor,
    expense_minor = d.expense_minor + excluded.expense_minor,
    tx_count = d.tx_count + excluded.tx_count;
  INSERT INTO transaction_monthly_totals AS d (user_id, month, currency, category_id, income_minor, expense_minor, tx_count)
  SELECT user_id, month, currency, category_id, sum(income), sum(expense), sum(n)
  FROM (
    SELECT user_id, to_char(date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency, category_id, -CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      -CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense, -1 AS n
    FROM old_rows
  ) AS changes
  GROUP BY user_id, month, currency, category_id
  ORDER BY user_id, month, currency, category_id
  ON CONFLICT (user_id, month, currency, category_id) DO UPDATE SET
    income_minor = d.income_minor + excluded.income_minor,
    expense_minor = d.expense_minor + excluded.expense_minor,
    tx_count = d.tx_count + excluded.tx_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_on_update() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO transaction_daily_totals AS d (user_id, day, currency, category_id, wallet_id, income_minor, expense_minor, tx_count)
  SELECT user_id, day, currency, category_id, wallet_id, sum(income), sum(expense), sum(n)
  FROM (
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id, CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense, 1 AS n
    FROM new_rows
    UNION ALL
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id, -CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      -CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense, -1 AS n
    FROM old_rows
  ) AS changes
  GROUP BY user_id, day, currency, category_id, wallet_id
  ORDER BY user_id, day, currency, category_id, wallet_id
  ON CONFLICT (user_id, day, currency, category_id, wallet_id) DO UPDATE SET
    income_minor = d.income_minor + excluded.income_minor,
    expense_minor = d.expense_minor + excluded.expense_minor,
    tx_count = d.tx_count + excluded.tx_count;
  INSERT INTO transaction_monthly_totals AS d (user_id, month, currency, category_id, income_minor, expense_minor, tx_count)
  SELECT user_id, month, currency, category_id, sum(income), sum(expense), sum(n)
  FROM (
    SELECT user_id, to_char(date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency, category_id, CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense, 1 AS n
    FROM new_rows
    UNION ALL
    SELECT user_id, to_char(date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency, category_id, -CASE WHEN type = 'income' THEN abs(amount_minor) ELSE 0 END AS income,
      -CASE WHEN type = 'expense' THEN abs(amount_minor) ELSE 0 END AS expense, -1 AS n
    FROM old_rows
  ) AS changes
  GROUP BY user_id, month, currency, category_id
  ORDER BY user_id, month, currency, category_id
  ON CONFLICT (user_id, month, currency, category_id) DO UPDATE SET
    income_minor = d.income_minor + excluded.income_minor,
    expense_minor = d.expense_minor + excluded.expense_minor,
    tx_count = d.tx_count + excluded.tx_count;
  RETURN NULL;
END
$$;
