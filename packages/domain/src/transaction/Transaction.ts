import type { Currency } from "../money/Currency";
import { invalidField } from "../shared/DomainError";

export const TRANSACTION_TYPES = ["expense", "income"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface Transaction {
  readonly id: string;
  readonly userId: string;
  readonly walletId: string;
  readonly categoryId: string;
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
