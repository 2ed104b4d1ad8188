CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"line" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"message" text,
	"transaction_id" uuid,
	"type" text,
	"amount_minor" bigint,
	"date" timestamp with time zone,
	"description" text,
	"category_id" uuid,
	"external_id" text,
	CONSTRAINT "import_rows_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"ready_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rows_status_idx" ON "import_rows" USING btree ("import_id","status","position");--> statement-breakpoint
CREATE INDEX "import_rows_transaction_idx" ON "import_rows" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "import_rows_external_id_idx" ON "import_rows" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "imports_status_expires_idx" ON "imports" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "imports_wallet_idx" ON "imports" USING btree ("wallet_id");