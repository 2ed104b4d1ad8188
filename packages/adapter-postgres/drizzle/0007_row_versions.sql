ALTER TABLE "budgets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;