import { invalidField, sameWalletTransfer } from "../../shared/domainErrors";
import type { TransactionId, TransferId, UserId, WalletId } from "../../shared/Id";
import type { Currency } from "../money/Currency";
import { assertPositiveAmount, type Money } from "../money/Money";
import type { Transaction } from "../transaction/Transaction";
import { assertWalletCurrency, type Wallet } from "../wallet/Wallet";

/**
 * Money moved between two wallets of one user. It is recorded as two transactions (its legs), an
 * expense on the source wallet and an income on the target, written and changed together with the
 * balances they move; the legs count in no income or expense figure, category or budget.
 */
export interface Transfer {
  readonly id: TransferId;
  readonly userId: UserId;
  readonly fromWalletId: WalletId;
  readonly toWalletId: WalletId;
  /** What left the source wallet: positive minor units of its currency. */
  readonly amountMinor: number;
  readonly currency: Currency;
  /** What reached the target wallet: positive minor units of its currency (the rate is the user's). */
  readonly toAmountMinor: number;
  readonly toCurrency: Currency;
  readonly description: string;
  readonly date: Date;
  /** The legs' transaction ids; they keep them for the transfer's whole life. */
  readonly outgoingTransactionId: TransactionId;
  readonly incomingTransactionId: TransactionId;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** 1 when created, one more on every change (the legs carry the same version). */
  readonly version: number;
}

/** What a transfer is made of: its two wallets and the two amounts as positive Money. */
export interface TransferFields
  extends Omit<
    Transfer,
    | "fromWalletId"
    | "toWalletId"
    | "amountMinor"
    | "currency"
    | "toAmountMinor"
    | "toCurrency"
    | "createdAt"
    | "version"
  > {
  readonly from: Pick<Wallet, "id" | "currency">;
  readonly to: Pick<Wallet, "id" | "currency">;
  readonly amount: Money;
  readonly toAmount: Money;
  /** Default: `updatedAt` (a new transfer). */
  readonly createdAt?: Date;
  /** Default: 1. */
  readonly version?: number;
}

/**
 * The one way a Transfer is made (created or revised): two different wallets, each amount a
 * positive whole number of minor units in its wallet's currency, and between wallets of one
 * currency the same amount on both sides.
 */
export const transferOf = ({ from, to, amount, toAmount, createdAt, version, ...fields }: TransferFields): Transfer => {
  if (from.id === to.id) throw sameWalletTransfer();
  assertPositiveAmount(amount);
  assertPositiveAmount(toAmount, "toAmount");
  assertWalletCurrency(from, amount.currency);
  assertWalletCurrency(to, toAmount.currency);
  if (amount.currency === toAmount.currency && amount.minor !== toAmount.minor) {
    throw invalidField("toAmount", "toAmount must equal amount between wallets of one currency");
  }
  return {
    id: fields.id,
    userId: fields.userId,
    fromWalletId: from.id,
    toWalletId: to.id,
    amountMinor: amount.minor,
    currency: amount.currency,
    toAmountMinor: toAmount.minor,
    toCurrency: toAmount.currency,
    description: fields.description,
    date: fields.date,
    outgoingTransactionId: fields.outgoingTransactionId,
    incomingTransactionId: fields.incomingTransactionId,
    createdAt: createdAt ?? fields.updatedAt,
    updatedAt: fields.updatedAt,
    version: version ?? 1,
  };
};

/** The two transactions a transfer is recorded as: the outgoing expense, then the incoming income. */
export const transferLegs = (transfer: Transfer): [outgoing: Transaction, incoming: Transaction] => {
  const shared = {
    userId: transfer.userId,
    categoryId: null,
    transferId: transfer.id,
    // Legs carry no tags: they are neither income nor spending, so no per-tag total counts them.
    tagIds: [],
    description: transfer.description,
    date: transfer.date,
    createdAt: transfer.createdAt,
    updatedAt: transfer.updatedAt,
    version: transfer.version,
  };
  return [
    {
      ...shared,
      id: transfer.outgoingTransactionId,
      walletId: transfer.fromWalletId,
      type: "expense",
      amountMinor: -transfer.amountMinor,
      currency: transfer.currency,
    },
    {
      ...shared,
      id: transfer.incomingTransactionId,
      walletId: transfer.toWalletId,
      type: "income",
      amountMinor: transfer.toAmountMinor,
      currency: transfer.toCurrency,
    },
  ];
};
