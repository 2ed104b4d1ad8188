-- Transfers between a user's own wallets. Their two legs are rows of `transactions` with
-- `transfer_id` set and no category, so `category_id` becomes nullable (CHECK: null exactly on
-- legs). The rollup and total functions skip legs row by row (a transfer is neither income nor
-- expense); the wallet balance range trigger still guards both legs' balances.
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"from_wallet_id" uuid NOT NULL,
	"to_wallet_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"to_amount_minor" bigint NOT NULL,
	"to_currency" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"outgoing_transaction_id" uuid NOT NULL,
	"incoming_transaction_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "transfers_wallets_ck" CHECK ("transfers"."from_wallet_id" <> "transfers"."to_wallet_id"),
	CONSTRAINT "transfers_amounts_ck" CHECK ("transfers"."amount_minor" > 0 and "transfers"."to_amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "category_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_wallet_id_wallets_id_fk" FOREIGN KEY ("from_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_wallet_id_wallets_id_fk" FOREIGN KEY ("to_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_user_date_id_idx" ON "transfers" USING btree ("user_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_transfer_idx" ON "transactions" USING btree ("transfer_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_transfer_category_ck" CHECK (("transactions"."transfer_id" is null) = ("transactions"."category_id" is not null));--> statement-breakpoint
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
    FROM old_rows WHERE transfer_id IS NULL
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
    FROM old_rows WHERE transfer_id IS NULL
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
    FROM new_rows WHERE transfer_id IS NULL
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
    FROM new_rows WHERE transfer_id IS NULL
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
    FROM new_rows WHERE transfer_id IS NULL
    UNION ALL
    SELECT user_id, (date AT TIME ZONE 'UTC')::date AS day, currency, category_id, wallet_id, -CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN amount_minor ELSE 0 END AS expense, -1 AS n
    FROM old_rows WHERE transfer_id IS NULL
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
    FROM new_rows WHERE transfer_id IS NULL
    UNION ALL
    SELECT user_id, to_char(date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, currency, category_id, -CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN amount_minor ELSE 0 END AS expense, -1 AS n
    FROM old_rows WHERE transfer_id IS NULL
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
    FROM old_rows WHERE transfer_id IS NULL
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
    FROM new_rows WHERE transfer_id IS NULL
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
    FROM new_rows WHERE transfer_id IS NULL
    UNION ALL
    SELECT user_id, currency, -CASE WHEN type = 'income' THEN amount_minor ELSE 0 END AS income,
      CASE WHEN type = 'expense' THEN amount_minor ELSE 0 END AS expense
    FROM old_rows WHERE transfer_id IS NULL
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
