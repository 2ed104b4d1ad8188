import type {
  Attachment,
  Budget,
  BudgetMember,
  Category,
  IdempotencyRecord,
  Import,
  ImportRow,
  PersonalAccessToken,
  ReceiptFingerprint,
  Recurrence,
  RefreshToken,
  Tag,
  Transaction,
  TransactionId,
  Transfer,
  User,
  Wallet,
} from "../index";
import type { DomainEvent } from "../model/event/DomainEvent";
import type { Webhook } from "../model/webhook/Webhook";
import type { PendingDelivery, WebhookAttempt } from "../model/webhook/WebhookDelivery";

/** An outbox row: the event, whether it was published, and whose lease holds it until when. */
export interface OutboxRow {
  readonly event: DomainEvent;
  publishedAt: Date | null;
  leaseUntil: Date | null;
}

/** The tables of the in-memory adapter. Repositories share one store, like tables share a database. */
export class MemoryStore {
  readonly users = new Map<string, User>();
  readonly wallets = new Map<string, Wallet>();
  readonly categories = new Map<string, Category>();
  readonly transactions = new Map<string, Transaction>();
  /** Each transfer's legs are in `transactions` (their `transferId`). */
  readonly transfers = new Map<string, Transfer>();
  readonly budgets = new Map<string, Budget>();
  readonly members = new Map<string, BudgetMember>();
  readonly tags = new Map<string, Tag>();
  /** A receipt's fingerprint (`receiptKey`) -> the ids of the batch recorded from it. */
  readonly receiptBatches = new Map<string, readonly TransactionId[]>();
  /** `JSON.stringify([userId, key])` -> the idempotency key's record. */
  readonly idempotencyKeys = new Map<string, IdempotencyRecord>();
  /**
   * Ids whose deletion fails at its last step, after every check: how the contract suite shows a
   * wallet's or category's deletion is all or nothing (the SQL stores get a refusing trigger).
   */
  readonly refusedDeletions = new Set<string>();
  readonly attachments = new Map<string, Attachment>();
  /** By token hash. */
  readonly refreshTokens = new Map<string, RefreshToken>();
  /** By id. */
  readonly personalAccessTokens = new Map<string, PersonalAccessToken>();
  /** The transactional outbox, by event id. */
  readonly outbox = new Map<string, OutboxRow>();
  readonly webhooks = new Map<string, Webhook>();
  /** By delivery id; `done` once it succeeded or was given up. */
  readonly webhookDeliveries = new Map<
    string,
    { delivery: PendingDelivery; done: boolean; leaseUntil: Date | null; succeeded?: boolean }
  >();
  readonly webhookAttempts = new Map<string, WebhookAttempt>();
  readonly recurrences = new Map<string, Recurrence>();
  /** `recurrenceId|occurrence instant` of every occurrence recorded: the stores' unique key. */
  readonly recordedOccurrences = new Set<string>();
  readonly imports = new Map<string, Import>();
  /** By import id, in position order. */
  readonly importRows = new Map<string, ImportRow[]>();
  /** Transaction id -> the external id it was imported with. */
  readonly importedExternalIds = new Map<string, string>();
}

export const receiptKey = (receipt: ReceiptFingerprint): string =>
  JSON.stringify([receipt.userId, receipt.walletId, receipt.contentHash]);

/**
 * A standard global of every runtime the domain runs on (browsers, Node, Deno, Workers); declared
 * here because the domain compiles against no runtime's type definitions.
 */
declare const structuredClone: <T>(value: T) => T;

/** Rows are copied in and out so no caller can change the store behind a repository's back. */
export const copy = <T extends object>(row: T): T => structuredClone(row);
