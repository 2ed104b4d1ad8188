-- The signed-amount rule as a CHECK: expenses are negative, income positive (zero either way).
-- The rollup functions read the sign it guarantees instead of abs(); they keep the search_path of
-- the migration, so they find the tables of their schema.
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_amount_sign_ck" CHECK ("transactions"."amount_minor" = 0 or ("transactions"."type" = 'expense') = ("transactions"."amount_minor" < 0));--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_on_delete()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path FROM CURRENT
AS $function$
BEGIN
  INSERT INTO transaction_daily_totals AS d (user_id, day, currency, category_id, wallet_id, income_minor, expense_minor, tx_count)
  SELECT user_id, day, currency, category_id, wallet_id, sum(income), sum(expense), sum(n)
  FROM (
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id, -CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN amount_minor ELSE 0 END AS expense, -1 AS n
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
    SELECT user_id, to_char(date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency, category_id, -CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN amount_minor ELSE 0 END AS expense, -1 AS n
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
$function$
;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path FROM CURRENT
AS $function$
BEGIN
  INSERT INTO transaction_daily_totals AS d (user_id, day, currency, category_id, wallet_id, income_minor, expense_minor, tx_count)
  SELECT user_id, day, currency, category_id, wallet_id, sum(income), sum(expense), sum(n)
  FROM (
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id, CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN -amount_minor ELSE 0 END AS expense, 1 AS n
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
    SELECT user_id, to_char(date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency, category_id, CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN -amount_minor ELSE 0 END AS expense, 1 AS n
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
$function$
;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_on_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path FROM CURRENT
AS $function$
BEGIN
  INSERT INTO transaction_daily_totals AS d (user_id, day, currency, category_id, wallet_id, income_minor, expense_minor, tx_count)
  SELECT user_id, day, currency, category_id, wallet_id, sum(income), sum(expense), sum(n)
  FROM (
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id, CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN -amount_minor ELSE 0 END AS expense, 1 AS n
    FROM new_rows
    UNION ALL
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id, -CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN amount_minor ELSE 0 END AS expense, -1 AS n
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
    SELECT user_id, to_char(date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency, category_id, CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN -amount_minor ELSE 0 END AS expense, 1 AS n
    FROM new_rows
    UNION ALL
    SELECT user_id, to_char(date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency, category_id, -CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN amount_minor ELSE 0 END AS expense, -1 AS n
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
$function$
;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_currency_totals_on_delete()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path FROM CURRENT
AS $function$
BEGIN
  INSERT INTO user_currency_totals AS t (user_id, currency, income_minor, expense_minor)
  SELECT user_id, currency, sum(income), sum(expense)
  FROM (
    SELECT user_id, currency, -CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN amount_minor ELSE 0 END AS expense
    FROM old_rows
  ) AS changes
  GROUP BY user_id, currency
  ORDER BY user_id, currency
  ON CONFLICT (user_id, currency) DO UPDATE SET
    income_minor = t.income_minor + excluded.income_minor,
    expense_minor = t.expense_minor + excluded.expense_minor;
  RETURN NULL;
END
$function$
;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_currency_totals_on_insert()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path FROM CURRENT
AS $function$
BEGIN
  INSERT INTO user_currency_totals AS t (user_id, currency, income_minor, expense_minor)
  SELECT user_id, currency, sum(income), sum(expense)
  FROM (
    SELECT user_id, currency, CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN -amount_minor ELSE 0 END AS expense
    FROM new_rows
  ) AS changes
  GROUP BY user_id, currency
  ORDER BY user_id, currency
  ON CONFLICT (user_id, currency) DO UPDATE SET
    income_minor = t.income_minor + excluded.income_minor,
    expense_minor = t.expense_minor + excluded.expense_minor;
  RETURN NULL;
END
$function$
;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_currency_totals_on_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path FROM CURRENT
AS $function$
BEGIN
  INSERT INTO user_currency_totals AS t (user_id, currency, income_minor, expense_minor)
  SELECT user_id, currency, sum(income), sum(expense)
  FROM (
    SELECT user_id, currency, CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN -amount_minor ELSE 0 END AS expense
    FROM new_rows
    UNION ALL
    SELECT user_id, currency, -CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN amount_minor ELSE 0 END AS expense
    FROM old_rows
  ) AS changes
  GROUP BY user_id, currency
  ORDER BY user_id, currency
  ON CONFLICT (user_id, currency) DO UPDATE SET
    income_minor = t.income_minor + excluded.income_minor,
    expense_minor = t.expense_minor + excluded.expense_minor;
  RETURN NULL;
END
$function$
;
