ALTER TABLE "categories" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;