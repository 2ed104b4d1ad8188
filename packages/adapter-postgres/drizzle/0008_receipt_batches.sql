CREATE TABLE "receipt_batches" (
	"user_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"transaction_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipt_batches_pk" PRIMARY KEY("user_id","wallet_id","content_hash")
);
--> statement-breakpoint
ALTER TABLE "receipt_batches" ADD CONSTRAINT "receipt_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_batches" ADD CONSTRAINT "receipt_batches_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;