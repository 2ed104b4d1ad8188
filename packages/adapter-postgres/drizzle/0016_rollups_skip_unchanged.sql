-- An edit whose roll-up figures net to nothing (its description, its tags, a time on the same day)
-- writes no roll-up row: the update functions drop the groups whose sums are all zero. Before,
-- each such edit rewrote its day's, month's and user's rows by zero, three row versions, their
-- WAL and their locks. PostgreSQL allows no column list (UPDATE OF) on a trigger with transition
-- tables, which is how SQLite's triggers skip such edits.
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
    FROM new_rows WHERE transfer_id IS NULL
    UNION ALL
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id, -CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN amount_minor ELSE 0 END AS expense, -1 AS n
    FROM old_rows WHERE transfer_id IS NULL
  ) AS changes
  GROUP BY user_id, day, currency, category_id, wallet_id
  HAVING sum(income) <> 0 OR sum(expense) <> 0 OR sum(n) <> 0
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
    FROM new_rows WHERE transfer_id IS NULL
    UNION ALL
    SELECT user_id, to_char(date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency, category_id, -CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN amount_minor ELSE 0 END AS expense, -1 AS n
    FROM old_rows WHERE transfer_id IS NULL
  ) AS changes
  GROUP BY user_id, month, currency, category_id
  HAVING sum(income) <> 0 OR sum(expense) <> 0 OR sum(n) <> 0
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
    FROM new_rows WHERE transfer_id IS NULL
    UNION ALL
    SELECT user_id, currency, -CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN amount_minor ELSE 0 END AS expense
    FROM old_rows WHERE transfer_id IS NULL
  ) AS changes
  GROUP BY user_id, currency
  HAVING sum(income) <> 0 OR sum(expense) <> 0
  ORDER BY user_id, currency
  ON CONFLICT (user_id, currency) DO UPDATE SET
    income_minor = t.income_minor + excluded.income_minor,
    expense_minor = t.expense_minor + excluded.expense_minor;
  RETURN NULL;
END
$function$
;
