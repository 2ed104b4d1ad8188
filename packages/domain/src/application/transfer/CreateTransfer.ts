import { parsePositiveMoney } from "../../model/money/Money";
import { parseTransactionDate } from "../../model/transaction/parseTransactionDate";
import { type Transfer, transferOf } from "../../model/transfer/Transfer";
import type { TransferRepo } from "../../model/transfer/TransferRepo";
import { parseToAmount } from "../../model/transfer/transferAmounts";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import { sameWalletTransfer } from "../../shared/domainErrors";
import { type IdGenerator, parseUuid, type UserId } from "../../shared/Id";
import { parseDescription } from "../../shared/text";
import { findOwnedWallet } from "../wallet/findOwnedWallet";

export interface CreateTransferInput {
  fromWalletId: string;
  toWalletId: string;
  amount: number;
  toAmount?: number;
  date: string;
  description?: string;
}

export class CreateTransfer {
  constructor(
    private readonly transfers: TransferRepo,
    private readonly wallets: WalletRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, input: CreateTransferInput): Promise<Transfer> {
    const fromId = parseUuid(input.fromWalletId);
    if (fromId !== null && fromId === parseUuid(input.toWalletId)) throw sameWalletTransfer();
    const date = parseTransactionDate(input.date);
    const description = parseDescription(input.description);
    const from = await findOwnedWallet(this.wallets, userId, input.fromWalletId);
    const to = await findOwnedWallet(this.wallets, userId, input.toWalletId);
    const amount = parsePositiveMoney(input.amount, from.currency);
    const transfer = transferOf({
      id: this.ids.next(),
      userId,
      from,
      to,
      amount,
      toAmount: parseToAmount(from, to, amount, input.toAmount),
      description,
      date,
      outgoingTransactionId: this.ids.next(),
      incomingTransactionId: this.ids.next(),
      updatedAt: this.clock.now(),
    });
    await this.transfers.create(transfer);
    return transfer;
  }
}
