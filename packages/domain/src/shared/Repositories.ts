import type { AttachmentRepo } from "../attachment/AttachmentRepo";
import type { BudgetRepo } from "../budget/BudgetRepo";
import type { CategoryRepo } from "../category/CategoryRepo";
import type { IdempotencyKeyRepo } from "../idempotency/IdempotencyKeyRepo";
import type { RecurrenceRepo } from "../model/recurrence/RecurrenceRepo";
import type { TagRepo } from "../tag/TagRepo";
import type { PersonalAccessTokenRepo } from "../token/PersonalAccessTokenRepo";
import type { RefreshTokenRepo } from "../token/RefreshTokenRepo";
import type { TransactionRepo } from "../transaction/TransactionRepo";
import type { TransferRepo } from "../transfer/TransferRepo";
import type { UserRepo } from "../user/UserRepo";
import type { WalletRepo } from "../wallet/WalletRepo";

/** Every repository port, as one persistence adapter (memory, SQLite, PostgreSQL) provides them. */
export interface Repositories {
  readonly users: UserRepo;
  readonly wallets: WalletRepo;
  readonly categories: CategoryRepo;
  readonly transactions: TransactionRepo;
  readonly budgets: BudgetRepo;
  readonly idempotencyKeys: IdempotencyKeyRepo;
  readonly attachments: AttachmentRepo;
  readonly tags: TagRepo;
  readonly transfers: TransferRepo;
  readonly refreshTokens: RefreshTokenRepo;
  readonly personalAccessTokens: PersonalAccessTokenRepo;
  readonly recurrences: RecurrenceRepo;
}
