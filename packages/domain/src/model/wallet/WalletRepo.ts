import type { UserId, WalletId } from "../../shared/Id";
import type { CreationListQuery, CreationPage } from "../../shared/paging";
import type { Wallet } from "./Wallet";

/** The fields a wallet update may change; only those present are written. */
export type WalletChanges = Partial<Pick<Wallet, "name" | "currency" | "initialBalanceMinor" | "archived">>;

export interface WalletRemoval {
  readonly id: WalletId;
  /** The wallet that takes over the deleted one's transactions and budgets. */
  readonly reassignTo?: WalletId;
  /** `updatedAt` of every transaction and budget moved. */
  readonly at: Date;
}

/**
 * Transaction writes move balances through TransactionRepo; this port moves a balance only by
 * the change of the opening balance (update) and by the transactions a deletion reassigns.
 */
export interface WalletRepo {
  create(wallet: Wallet): Promise<void>;
  findById(id: WalletId): Promise<Wallet | null>;
  /** Every wallet of the user, archived ones too, oldest first (created_at, then id). */
  listByUser(userId: UserId): Promise<Wallet[]>;
  /** One keyset page of the user's wallets, oldest first; archived ones only when asked. */
  list(query: CreationListQuery): Promise<CreationPage<Wallet>>;
  /**
   * One atomic step on the stored row: a new opening balance moves the balance by the difference
   * (`balance = balance + new - old opening`, so concurrent transaction writes are never lost;
   * SUM_OUT_OF_RANGE past the limit); a new currency only while no transaction or budget uses the
   * wallet (else WALLET_CURRENCY_LOCKED). WALLET_NOT_FOUND when it is gone. Answers the stored wallet.
   */
  update(id: WalletId, changes: WalletChanges): Promise<Wallet>;
  /**
   * Deletes the wallet, all or nothing. While transactions or budgets use it: WALLET_IN_USE,
   * unless `reassignTo` names a wallet (re-checked here: WALLET_NOT_FOUND when gone,
   * `assertWalletReassignable`) that then takes them over, its balance moved by their sum, each
   * moved record's version bumped; transfers follow their legs (VALIDATION_ERROR when a transfer
   * links the two wallets: it would be left with one). Answers the deleted wallet, or null when there was none.
   */
  delete(removal: WalletRemoval): Promise<Wallet | null>;
}
