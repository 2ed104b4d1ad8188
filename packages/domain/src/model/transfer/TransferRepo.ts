import type { TransferId, UserId } from "../../shared/Id";
import type { VersionedWrite } from "../../shared/versions";
import type { TransactionCursor } from "../transaction/TransactionRepo";
import type { Transfer } from "./Transfer";

export interface TransferUpdate {
  /** The whole next state (version included), as `transferOf` made it. */
  readonly next: Transfer;
  /** Written only while the stored version is this one (the one `next` was computed from). */
  readonly expectedVersion: number;
}

export interface TransferListQuery {
  readonly userId: UserId;
  readonly limit: number;
  readonly after?: TransactionCursor<TransferId>;
}

export interface TransferPage {
  readonly items: Transfer[];
  readonly nextCursor: TransactionCursor<TransferId> | null;
}

/**
 * A transfer and its two legs (`transferLegs`) are one atomic write: the transfer row, both leg
 * transactions and both wallet balances commit together or not at all. A write that would move a
 * balance beyond MAX_TOTAL_MINOR fails with SUM_OUT_OF_RANGE and writes nothing; a wallet that is
 * not there, with WALLET_NOT_FOUND.
 */
export interface TransferRepo {
  /** Inserts the transfer and its legs; moves the source balance down and the target's up. */
  create(transfer: Transfer): Promise<void>;
  findById(id: TransferId): Promise<Transfer | null>;
  /**
   * Checks the stored version, then rewrites the transfer and both legs as `next` says and moves
   * the balances by the legs' differences. TRANSFER_NOT_FOUND when it is gone; a moved version is
   * `ok: false` with the stored transfer, and nothing is written.
   */
  update(update: TransferUpdate): Promise<VersionedWrite<Transfer>>;
  /** Removes the transfer and both legs and gives their amounts back; answers the removed transfer, or null. */
  delete(id: TransferId): Promise<Transfer | null>;
  /** The user's transfers, newest first (date desc, then id desc), keyset paged. */
  list(query: TransferListQuery): Promise<TransferPage>;
}
