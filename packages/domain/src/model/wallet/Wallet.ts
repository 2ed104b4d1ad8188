import { currencyMismatch, reassignToItself, walletArchived } from "../../shared/domainErrors";
import type { UserId, WalletId } from "../../shared/Id";
import type { Currency } from "../money/Currency";

export interface Wallet {
  readonly id: WalletId;
  readonly userId: UserId;
  readonly name: string;
  readonly currency: Currency;
  /** Opening balance in minor units, as created. */
  readonly initialBalanceMinor: number;
  /** Opening balance plus the signed amounts of the wallet's transactions, in minor units. */
  readonly balanceMinor: number;
  /** Hidden from lists and closed to new transactions, receipts and budgets. */
  readonly archived: boolean;
  readonly createdAt: Date;
}

/**
 * THE currency rule: whatever is recorded against a wallet (a transaction, a budget, a receipt's
 * printed currency) is in the wallet's currency; there is no conversion. CURRENCY_MISMATCH otherwise.
 */
export const assertWalletCurrency = (wallet: Pick<Wallet, "currency">, currency: string): void => {
  if (currency !== wallet.currency) throw currencyMismatch(wallet.currency, currency);
};

/** Nothing new is recorded into an archived wallet: WALLET_ARCHIVED. */
export const assertWalletOpen = (wallet: Pick<Wallet, "archived">): void => {
  if (wallet.archived) throw walletArchived();
};

/**
 * Where a deleted wallet's transactions and budgets may go: another wallet of the same user (the
 * caller checks ownership), open, in the same currency (they are recorded in it).
 */
export const assertWalletReassignable = (
  from: Pick<Wallet, "id" | "currency">,
  to: Pick<Wallet, "id" | "currency" | "archived">,
): void => {
  if (from.id === to.id) throw reassignToItself();
  assertWalletOpen(to);
  assertWalletCurrency(to, from.currency);
};
