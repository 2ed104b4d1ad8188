CREATE TABLE "transaction_daily_totals" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"category_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"income_minor" bigint NOT NULL,
	"expense_minor" bigint NOT NULL,
	"tx_count" integer NOT NULL,
	CONSTRAINT "transaction_daily_totals_pk" PRIMARY KEY("user_id","day","currency","category_id","wallet_id")
);
--> statement-breakpoint
CREATE INDEX "transaction_daily_totals_budget_idx" ON "transaction_daily_totals" USING btree ("wallet_id","category_id","day");