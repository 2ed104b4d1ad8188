import { money, parsePositiveMoney } from "../../model/money/Money";
import { parseTransactionDate } from "../../model/transaction/parseTransactionDate";
import { type Transfer, transferOf } from "../../model/transfer/Transfer";
import type { TransferRepo } from "../../model/transfer/TransferRepo";
import { parseToAmount } from "../../model/transfer/transferAmounts";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import { invalidField, noFieldToChange } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { parseDescription } from "../../shared/text";
import { MAX_WRITE_ATTEMPTS, parseExpectedVersion } from "../../shared/versions";
import { transferConflict } from "../shared/conflict";
import { findOwnedWallet } from "../wallet/findOwnedWallet";
import type { CreateTransferInput } from "./CreateTransfer";
import { findOwnedTransfer } from "./findOwnedTransfer";

/** `version`: the transfer's version the change was made against (body or `If-Match`). */
export type UpdateTransferInput = Partial<CreateTransferInput> & { version?: number | null };

const UPDATABLE = ["fromWalletId", "toWalletId", "amount", "toAmount", "date", "description"] as const;

/**
 * Like a transaction's PATCH: computed against one stored version and written (transfer and both
 * legs) only while the transfer is still at it; without a client version a lost race is
 * recomputed on the fresh transfer, with one it is a CONFLICT carrying the current transfer.
 */
export class UpdateTransfer {
  constructor(
    private readonly transfers: TransferRepo,
    private readonly wallets: WalletRepo,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, id: string, patch: UpdateTransferInput): Promise<Transfer> {
    const expected = parseExpectedVersion(patch.version);
    for (let attempt = 1; ; attempt++) {
      const current = await findOwnedTransfer(this.transfers, userId, id);
      if (!UPDATABLE.some((field) => patch[field] !== undefined)) throw noFieldToChange();
      if (expected !== undefined && current.version !== expected) throw transferConflict(current);
      const next = await this.nextOf(current, userId, patch);
      const result = await this.transfers.update({ next, expectedVersion: current.version });
      if (result.ok) return result.value;
      if (expected !== undefined || attempt >= MAX_WRITE_ATTEMPTS) throw transferConflict(result.current);
    }
  }

  /**
   * The whole next state, made by `transferOf` so it obeys every rule a new one does. An amount
   * means something else in another currency: moving a side to a wallet of another currency needs
   * that side's new amount (the target's may be left out when both sides then share a currency).
   */
  private async nextOf(current: Transfer, userId: UserId, patch: UpdateTransferInput): Promise<Transfer> {
    const from = await findOwnedWallet(this.wallets, userId, patch.fromWalletId ?? current.fromWalletId);
    const to = await findOwnedWallet(this.wallets, userId, patch.toWalletId ?? current.toWalletId);
    if (patch.amount === undefined && from.currency !== current.currency) {
      throw invalidField("amount", "amount is required when the source wallet's currency changes");
    }
    const amount =
      patch.amount === undefined
        ? money(current.amountMinor, current.currency)
        : parsePositiveMoney(patch.amount, from.currency);
    const toAmount = parseToAmount(from, to, amount, patch.toAmount, money(current.toAmountMinor, current.toCurrency));
    return transferOf({
      ...current,
      from,
      to,
      amount,
      toAmount,
      description: patch.description === undefined ? current.description : parseDescription(patch.description),
      date: patch.date === undefined ? current.date : parseTransactionDate(patch.date),
      updatedAt: this.clock.now(),
      version: current.version + 1,
    });
  }
}
