import { invalidField } from "../../shared/domainErrors";
import type { CategoryId, RecurrenceId, TagId, TransactionId, TransferId, UserId, WalletId } from "../../shared/Id";
import type { Currency } from "../money/Currency";
import { assertPositiveAmount, type Money } from "../money/Money";
import { assertWalletCurrency, type Wallet } from "../wallet/Wallet";

export const TRANSACTION_TYPES = ["expense", "income"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface Transaction {
  readonly id: TransactionId;
  readonly userId: UserId;
  readonly walletId: WalletId;
  /** Null on a transfer leg: moving money between one's own wallets belongs to no category. */
  readonly categoryId: CategoryId | null;
  /** The transfer this transaction is a leg of (its outgoing expense or incoming income), else null. */
  readonly transferId: TransferId | null;
  readonly type: TransactionType;
  /** Signed minor units: negative for an expense, positive for income. */
  readonly amountMinor: number;
  readonly currency: Currency;
  readonly description: string;
  readonly date: Date;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** 1 when created, one more on every update: a write names the version it was computed from. */
  readonly version: number;
  /** The ids of its tags, sorted, no duplicates (see parseTagIds). */
  readonly tagIds: readonly TagId[];
  /** The recurrence that recorded it on one of its occurrences; absent on any other transaction. */
  readonly recurrenceId?: RecurrenceId;
}

export const parseTransactionType = (value: unknown, path = "type"): TransactionType => {
  const type = typeof value === "string" ? value.trim().toLowerCase() : value;
  if (type === "expense" || type === "income") return type;
  throw invalidField(path, "Type must be expense or income");
};

/**
 * Whether a stored amount has its type's sign: what the stores' CHECK constraint
 * `transactions_amount_sign_ck` holds them to (zero, which no use case writes, passes either way).
 */
export const hasSignOfType = (amountMinor: number, type: TransactionType): boolean =>
  amountMinor === 0 || (type === "expense") === amountMinor < 0;

/** The signed-amount rule: expense stores -abs(amount), income +abs(amount). */
export const signedAmount = (amountMinor: number, type: TransactionType): number => {
  const magnitude = Math.abs(amountMinor);
  return type === "expense" ? -magnitude : magnitude;
};

/** What a transaction is made of: its wallet, and its amount as positive Money the type signs. */
export interface TransactionFields
  extends Omit<
    Transaction,
    "walletId" | "amountMinor" | "currency" | "createdAt" | "version" | "tagIds" | "transferId"
  > {
  readonly wallet: Pick<Wallet, "id" | "currency">;
  readonly amount: Money;
  /** Default: `updatedAt` (a new transaction). */
  readonly createdAt?: Date;
  /** Default: 1. */
  readonly version?: number;
  /** Default: none. */
  readonly tagIds?: readonly TagId[];
  /** Default: null (not a transfer leg). */
  readonly transferId?: TransferId | null;
}

/**
 * The one way a Transaction is made (created, revised, read off a receipt): refuses an amount that
 * is not a positive whole number of minor units (the sign comes from the type, so a stored amount
 * always agrees with it) and an amount in another currency than the wallet's.
 */
export const transactionOf = ({
  wallet,
  amount,
  createdAt,
  version,
  tagIds,
  transferId,
  ...fields
}: TransactionFields): Transaction => {
  assertPositiveAmount(amount);
  assertWalletCurrency(wallet, amount.currency);
  return {
    id: fields.id,
    userId: fields.userId,
    walletId: wallet.id,
    categoryId: fields.categoryId,
    transferId: transferId ?? null,
    type: fields.type,
    amountMinor: signedAmount(amount.minor, fields.type),
    currency: amount.currency,
    description: fields.description,
    date: fields.date,
    createdAt: createdAt ?? fields.updatedAt,
    updatedAt: fields.updatedAt,
    version: version ?? 1,
    tagIds: tagIds ?? [],
    ...(fields.recurrenceId === undefined ? {} : { recurrenceId: fields.recurrenceId }),
  };
};
