import { budgetPeriodList } from "@finance/adapter-sql";
import { BUDGET_PERIODS } from "@finance/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { instant } from "./instant";

/**
 * PostgreSQL tables. Money is bigint minor units (read as JS numbers: triggers keep balances and
 * totals within MAX_TOTAL_MINOR < 2^53), ids are uuid, instants are timestamptz (UTC) read exactly by `instant`, budget days are `date` read as `YYYY-MM-DD`.
 * Tables are created unqualified, so they land in the connection's `search_path` schema.
 * Changing this file: `pnpm db:generate` in this package, then commit the new migration.
 */

const money = (name: string) => bigint(name, { mode: "number" });

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: instant("created_at").notNull(),
    /** Access tokens issued before this instant's second are refused (a password change sets it). */
    tokensValidAfter: instant("tokens_valid_after"),
  },
  (t) => [uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`)],
);

export const wallets = pgTable(
  "wallets",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    currency: text("currency").notNull(),
    initialBalanceMinor: money("initial_balance_minor").notNull(),
    balanceMinor: money("balance_minor").notNull(),
    archived: boolean("archived").notNull().default(false),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [index("wallets_user_created_idx").on(t.userId, t.createdAt, t.id)],
);

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    archived: boolean("archived").notNull().default(false),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("categories_user_name_lower_uq").on(t.userId, sql`lower(${t.name})`),
    index("categories_user_created_idx").on(t.userId, t.createdAt, t.id),
  ],
);

export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    walletId: uuid("wallet_id")
      .notNull()
      .references(() => wallets.id),
    /** Null exactly on a transfer's legs (CHECK transactions_transfer_category_ck). */
    categoryId: uuid("category_id").references(() => categories.id),
    transferId: uuid("transfer_id").references((): AnyPgColumn => transfers.id),
    type: text("type", { enum: ["expense", "income"] }).notNull(),
    amountMinor: money("amount_minor").notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull().default(""),
    date: instant("date").notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    version: integer("version").notNull().default(1),
    /** The recurrence that recorded it; no foreign key: a deleted recurrence's transactions stay. */
    recurrenceId: uuid("recurrence_id"),
  },
  (t) => [
    index("transactions_user_date_id_idx").on(t.userId, t.date.desc(), t.id.desc()),
    index("transactions_wallet_category_date_idx").on(t.walletId, t.categoryId, t.date),
    index("transactions_category_idx").on(t.categoryId),
    check("transactions_type_ck", sql`${t.type} in ('expense', 'income')`),
    // The signed-amount rule: expenses are negative, income positive (zero, which no caller writes, either way).
    check("transactions_amount_sign_ck", sql`${t.amountMinor} = 0 or (${t.type} = 'expense') = (${t.amountMinor} < 0)`),
    index("transactions_transfer_idx").on(t.transferId),
    check("transactions_transfer_category_ck", sql`(${t.transferId} is null) = (${t.categoryId} is not null)`),
  ],
);

/**
 * Money moved between two wallets of one user; its two legs are rows of `transactions` with
 * `transfer_id` set (an expense on the source wallet, an income on the target), written with it.
 */
export const transfers = pgTable(
  "transfers",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    fromWalletId: uuid("from_wallet_id")
      .notNull()
      .references(() => wallets.id),
    toWalletId: uuid("to_wallet_id")
      .notNull()
      .references(() => wallets.id),
    amountMinor: money("amount_minor").notNull(),
    currency: text("currency").notNull(),
    toAmountMinor: money("to_amount_minor").notNull(),
    toCurrency: text("to_currency").notNull(),
    description: text("description").notNull().default(""),
    date: instant("date").notNull(),
    outgoingTransactionId: uuid("outgoing_transaction_id").notNull(),
    incomingTransactionId: uuid("incoming_transaction_id").notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("transfers_user_date_id_idx").on(t.userId, t.date.desc(), t.id.desc()),
    check("transfers_wallets_ck", sql`${t.fromWalletId} <> ${t.toWalletId}`),
    check("transfers_amounts_ck", sql`${t.amountMinor} > 0 and ${t.toAmountMinor} > 0`),
  ],
);

export const budgets = pgTable(
  "budgets",
  {
    id: uuid("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    currency: text("currency").notNull(),
    limitMinor: money("limit_minor").notNull(),
    period: text("period", { enum: BUDGET_PERIODS }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    walletId: uuid("wallet_id")
      .notNull()
      .references(() => wallets.id),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("budgets_owner_created_idx").on(t.ownerId, t.createdAt, t.id),
    uniqueIndex("budgets_owner_name_lower_uq").on(t.ownerId, sql`lower(${t.name})`),
    index("budgets_wallet_idx").on(t.walletId),
    check("budgets_period_ck", sql`${t.period} in (${budgetPeriodList})`),
  ],
);

/** A budget's categories, in the order the budget lists them; the allocation query joins on it. */
export const budgetCategories = pgTable(
  "budget_categories",
  {
    budgetId: uuid("budget_id")
      .notNull()
      .references(() => budgets.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ name: "budget_categories_pk", columns: [t.budgetId, t.position] }),
    index("budget_categories_category_budget_idx").on(t.categoryId, t.budgetId),
  ],
);

export const budgetMembers = pgTable(
  "budget_members",
  {
    id: uuid("id").primaryKey(),
    budgetId: uuid("budget_id")
      .notNull()
      .references(() => budgets.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    email: text("email").notNull(),
    role: text("role", { enum: ["viewer", "editor"] }).notNull(),
    share: doublePrecision("share"),
    status: text("status", { enum: ["pending", "accepted", "rejected"] }).notNull(),
    invitedAt: instant("invited_at").notNull(),
    respondedAt: instant("responded_at"),
  },
  (t) => [
    uniqueIndex("budget_members_budget_user_uq").on(t.budgetId, t.userId),
    index("budget_members_user_status_idx").on(t.userId, t.status),
    check("budget_members_role_ck", sql`${t.role} in ('viewer', 'editor')`),
    check("budget_members_status_ck", sql`${t.status} in ('pending', 'accepted', 'rejected')`),
  ],
);

/**
 * The batch recorded from each receipt (same image bytes, same user, same wallet): the primary
 * key makes a second recording of one receipt impossible, also across processes.
 */
export const receiptBatches = pgTable(
  "receipt_batches",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    walletId: uuid("wallet_id")
      .notNull()
      .references(() => wallets.id),
    /** SHA-256 of the image bytes, hex. */
    contentHash: text("content_hash").notNull(),
    transactionIds: uuid("transaction_ids").array().notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [primaryKey({ name: "receipt_batches_pk", columns: [t.userId, t.walletId, t.contentHash] })],
);

/**
 * One row per user and Idempotency-Key: the request's hash, the claim holding it until
 * `locked_until`, then the first answer (status, body, content type), kept until `expires_at`.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    token: text("token").notNull(),
    requestHash: text("request_hash").notNull(),
    lockedUntil: instant("locked_until").notNull(),
    expiresAt: instant("expires_at").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    responseContentType: text("response_content_type"),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pk", columns: [t.userId, t.key] }),
    index("idempotency_keys_expires_idx").on(t.expiresAt),
  ],
);

export const tags = pgTable(
  "tags",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("tags_user_name_lower_uq").on(t.userId, sql`lower(${t.name})`),
    index("tags_user_id_idx").on(t.userId, t.id),
  ],
);

/** A transaction's tags: deleting either side removes the link, never the other side. */
export const transactionTags = pgTable(
  "transaction_tags",
  {
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ name: "transaction_tags_pk", columns: [t.transactionId, t.tagId] }),
    index("transaction_tags_tag_transaction_idx").on(t.tagId, t.transactionId),
  ],
);

/** One login session: revoking it (logout, reuse, password change) revokes all its refresh tokens, later ones too. */
export const refreshTokenFamilies = pgTable(
  "refresh_token_families",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: instant("created_at").notNull(),
    revokedAt: instant("revoked_at"),
  },
  (t) => [index("refresh_token_families_user_idx").on(t.userId)],
);

/** Refresh tokens, by the SHA-256 of their secret (the secret itself is never stored). */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    familyId: uuid("family_id")
      .notNull()
      .references(() => refreshTokenFamilies.id),
    tokenHash: text("token_hash").notNull(),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    rotatedAt: instant("rotated_at"),
  },
  (t) => [uniqueIndex("refresh_tokens_hash_uq").on(t.tokenHash), index("refresh_tokens_family_idx").on(t.familyId)],
);

/** Personal access tokens, by the SHA-256 of their secret; `scopes` is `read` or `read write`. */
export const personalAccessTokens = pgTable(
  "personal_access_tokens",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    scopes: text("scopes").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at"),
    lastUsedAt: instant("last_used_at"),
  },
  (t) => [
    uniqueIndex("personal_access_tokens_hash_uq").on(t.tokenHash),
    index("personal_access_tokens_user_created_idx").on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * Files kept with transactions: the bytes are in the FileStore under `file_key` (one receipt image
 * may be shared by the rows of every transaction read off it); a row goes with its transaction.
 */
export const attachments = pgTable(
  "attachments",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    fileKey: text("file_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [
    index("attachments_transaction_idx").on(t.transactionId, t.createdAt),
    index("attachments_file_key_idx").on(t.fileKey),
  ],
);

/**
 * Bank-file imports: `reading` while the file is read, `preview` once all rows are stored,
 * `committed` once its ready rows are transactions. Rows live in `import_rows`, never in memory.
 */
export const imports = pgTable(
  "imports",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    walletId: uuid("wallet_id")
      .notNull()
      .references(() => wallets.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    format: text("format").notNull(),
    status: text("status", { enum: ["reading", "preview", "committed"] }).notNull(),
    rowCount: integer("row_count").notNull().default(0),
    readyCount: integer("ready_count").notNull().default(0),
    duplicateCount: integer("duplicate_count").notNull().default(0),
    refusedCount: integer("refused_count").notNull().default(0),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    committedAt: instant("committed_at"),
  },
  (t) => [index("imports_status_expires_idx").on(t.status, t.expiresAt), index("imports_wallet_idx").on(t.walletId)],
);

/**
 * One entry of an imported file, judged. A ready or duplicate row carries the transaction it
 * records (`transaction_id` chosen at preview); a committed import's ready rows keep their
 * external ids, which is how a later file's rows are found to be duplicates.
 */
export const importRows = pgTable(
  "import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    line: integer("line").notNull(),
    status: text("status", { enum: ["ready", "duplicate", "refused"] }).notNull(),
    reason: text("reason"),
    message: text("message"),
    transactionId: uuid("transaction_id"),
    type: text("type", { enum: ["expense", "income"] }),
    amountMinor: money("amount_minor"),
    date: instant("date"),
    description: text("description"),
    categoryId: uuid("category_id"),
    externalId: text("external_id"),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.position] }),
    index("import_rows_status_idx").on(t.importId, t.status, t.position),
    index("import_rows_transaction_idx").on(t.transactionId),
    index("import_rows_external_id_idx").on(t.externalId),
  ],
);

/**
 * The transactional outbox: each event written in the same transaction as its change, in the
 * API's shapes (`data`, JSON text). A relay leases rows (`lease_until`, taken with FOR UPDATE SKIP
 * LOCKED), queues their deliveries and marks them published, in order per user. `audience`: the
 * user ids whose webhooks receive it, space-separated.
 */
export const outboxEvents = pgTable(
  "outbox_events",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id").notNull(),
    type: text("type").notNull(),
    audience: text("audience").notNull(),
    occurredAt: instant("occurred_at").notNull(),
    data: text("data").notNull(),
    publishedAt: instant("published_at"),
    leaseUntil: instant("lease_until"),
  },
  (t) => [
    index("outbox_events_unpublished_idx").on(t.id).where(sql`published_at is null`),
    index("outbox_events_user_unpublished_idx").on(t.userId, t.id).where(sql`published_at is null`),
  ],
);

/** Webhooks; `events` space-separated; `secret` as is (deliveries are signed with it, never shown again). */
export const webhooks = pgTable(
  "webhooks",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    url: text("url").notNull(),
    events: text("events").notNull(),
    description: text("description").notNull(),
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull(),
    disabledReason: text("disabled_reason"),
    failingSince: instant("failing_since"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [index("webhooks_user_idx").on(t.userId, t.id)],
);

/** One event on its way to one webhook; `done` once it succeeded or was given up. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    occurredAt: instant("occurred_at").notNull(),
    data: text("data").notNull(),
    attempts: integer("attempts").notNull(),
    nextAttemptAt: instant("next_attempt_at").notNull(),
    leaseUntil: instant("lease_until"),
    done: boolean("done").notNull(),
    succeeded: boolean("succeeded"),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_uq").on(t.webhookId, t.eventId),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`done = false`),
  ],
);

/** Every attempt, as `GET /webhooks/:id/deliveries` lists them; the test event's has no delivery row. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    deliveryId: uuid("delivery_id").notNull(),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    attemptedAt: instant("attempted_at").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    responsePrefix: text("response_prefix"),
  },
  (t) => [index("webhook_attempts_webhook_idx").on(t.webhookId, t.id)],
);

/** Transactions that record themselves on every occurrence of an RFC 5545 rule. */
export const recurrences = pgTable(
  "recurrences",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    walletId: uuid("wallet_id").notNull(),
    categoryId: uuid("category_id").notNull(),
    type: text("type", { enum: ["expense", "income"] }).notNull(),
    amountMinor: money("amount_minor").notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull().default(""),
    tagIds: jsonb("tag_ids").$type<string[]>().notNull(),
    rrule: text("rrule").notNull(),
    start: instant("start").notNull(),
    timezone: text("timezone").notNull(),
    nextAt: instant("next_at"),
    active: boolean("active").notNull(),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [index("recurrences_user_idx").on(t.userId, t.createdAt), index("recurrences_due_idx").on(t.active, t.nextAt)],
);

/** Every occurrence recorded: the unique key that lets any number of processes record each once. */
export const recurrenceOccurrences = pgTable(
  "recurrence_occurrences",
  {
    recurrenceId: uuid("recurrence_id")
      .notNull()
      .references(() => recurrences.id, { onDelete: "cascade" }),
    occurrenceAt: instant("occurrence_at").notNull(),
    transactionId: uuid("transaction_id").notNull(),
  },
  (t) => [primaryKey({ name: "recurrence_occurrences_pk", columns: [t.recurrenceId, t.occurrenceAt] })],
);
