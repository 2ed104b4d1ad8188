/**
 * `@finance/domain/testing`: every repository port in memory, for unit tests of use cases. Pure like
 * the rest of the domain (no dependencies, no Node built-ins); production code never imports it.
 */
import type { Repositories } from "../index";
import { MemoryAttachmentRepo } from "./MemoryAttachmentRepo";
import { MemoryBudgetRepo } from "./MemoryBudgetRepo";
import { MemoryCategoryRepo } from "./MemoryCategoryRepo";
import { MemoryIdempotencyKeyRepo } from "./MemoryIdempotencyKeyRepo";
import { MemoryImportRepo } from "./MemoryImportRepo";
import { MemoryOutbox } from "./MemoryOutbox";
import { MemoryPersonalAccessTokenRepo } from "./MemoryPersonalAccessTokenRepo";
import { MemoryRecurrenceRepo } from "./MemoryRecurrenceRepo";
import { MemoryRefreshTokenRepo } from "./MemoryRefreshTokenRepo";
import { MemoryStore } from "./MemoryStore";
import { MemoryTagRepo } from "./MemoryTagRepo";
import { MemoryTransactionRepo } from "./MemoryTransactionRepo";
import { MemoryTransferRepo } from "./MemoryTransferRepo";
import { MemoryUserRepo } from "./MemoryUserRepo";
import { MemoryWalletRepo } from "./MemoryWalletRepo";
import { MemoryWebhookRepo } from "./MemoryWebhookRepo";

export const createMemoryRepositories = (store = new MemoryStore()): Repositories => ({
  users: new MemoryUserRepo(store),
  wallets: new MemoryWalletRepo(store),
  categories: new MemoryCategoryRepo(store),
  transactions: new MemoryTransactionRepo(store),
  budgets: new MemoryBudgetRepo(store),
  idempotencyKeys: new MemoryIdempotencyKeyRepo(store),
  attachments: new MemoryAttachmentRepo(store),
  tags: new MemoryTagRepo(store),
  transfers: new MemoryTransferRepo(store),
  recurrences: new MemoryRecurrenceRepo(store),
  refreshTokens: new MemoryRefreshTokenRepo(store),
  personalAccessTokens: new MemoryPersonalAccessTokenRepo(store),
  webhooks: new MemoryWebhookRepo(store),
  outbox: new MemoryOutbox(store),
  imports: new MemoryImportRepo(store),
});

export { idOf } from "./ids";
export { MemoryDashboardQuery } from "./MemoryDashboardQuery";
export { MemoryFileStore } from "./MemoryFileStore";
export { appendEvents, eventsOf } from "./MemoryOutbox";
export type { OutboxRow } from "./MemoryStore";
export { portNotWired } from "./portNotWired";
export {
  MemoryAttachmentRepo,
  MemoryBudgetRepo,
  MemoryCategoryRepo,
  MemoryIdempotencyKeyRepo,
  MemoryImportRepo,
  MemoryOutbox,
  MemoryPersonalAccessTokenRepo,
  MemoryRecurrenceRepo,
  MemoryRefreshTokenRepo,
  MemoryStore,
  MemoryTagRepo,
  MemoryTransactionRepo,
  MemoryTransferRepo,
  MemoryUserRepo,
  MemoryWalletRepo,
  MemoryWebhookRepo,
};
