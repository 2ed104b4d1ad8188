import type { AttachmentRepo } from "../../model/attachment/AttachmentRepo";
import type { BudgetRepo } from "../../model/budget/BudgetRepo";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import type { IdempotencyKeyRepo } from "../../model/idempotency/IdempotencyKeyRepo";
import type { ImportRepo } from "../../model/import/ImportRepo";
import type { RecurrenceRepo } from "../../model/recurrence/RecurrenceRepo";
import type { TagRepo } from "../../model/tag/TagRepo";
import type { PersonalAccessTokenRepo } from "../../model/token/PersonalAccessTokenRepo";
import type { RefreshTokenRepo } from "../../model/token/RefreshTokenRepo";
import type { TransactionRepo } from "../../model/transaction/TransactionRepo";
import type { TransferRepo } from "../../model/transfer/TransferRepo";
import type { UserRepo } from "../../model/user/UserRepo";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { OutboxRepo } from "../../model/webhook/OutboxRepo";
import type { WebhookRepo } from "../../model/webhook/WebhookRepo";

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
  readonly webhooks: WebhookRepo;
  /** The relay's side of the transactional outbox. */
  readonly outbox: OutboxRepo;
  readonly recurrences: RecurrenceRepo;
  readonly imports: ImportRepo;
}
