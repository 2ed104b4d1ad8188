CREATE TABLE "recurrence_occurrences" (
	"recurrence_id" uuid NOT NULL,
	"occurrence_at" timestamp with time zone NOT NULL,
	"transaction_id" uuid NOT NULL,
	CONSTRAINT "recurrence_occurrences_pk" PRIMARY KEY("recurrence_id","occurrence_at")
);
--> statement-breakpoint
CREATE TABLE "recurrences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tag_ids" jsonb NOT NULL,
	"rrule" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"next_at" timestamp with time zone,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "recurrence_id" uuid;--> statement-breakpoint
ALTER TABLE "recurrence_occurrences" ADD CONSTRAINT "recurrence_occurrences_recurrence_id_recurrences_id_fk" FOREIGN KEY ("recurrence_id") REFERENCES "public"."recurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrences" ADD CONSTRAINT "recurrences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurrences_user_idx" ON "recurrences" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recurrences_due_idx" ON "recurrences" USING btree ("active","next_at");