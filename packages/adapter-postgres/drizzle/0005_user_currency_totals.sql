CREATE TABLE "user_currency_totals" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"income_minor" bigint NOT NULL,
	"expense_minor" bigint NOT NULL,
	CONSTRAINT "user_currency_totals_pk" PRIMARY KEY("user_id","currency")
);
