CREATE TABLE "transaction_monthly_totals" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"category_id" uuid NOT NULL,
	"income_minor" bigint NOT NULL,
	"expense_minor" bigint NOT NULL,
	"tx_count" integer NOT NULL,
	CONSTRAINT "transaction_monthly_totals_pk" PRIMARY KEY("user_id","month","currency","category_id")
);
