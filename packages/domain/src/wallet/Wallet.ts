import type { Currency } from "../money/Currency";
import { currencyMismatch } from "../shared/domainErrors";

export interface Wallet {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly currency: Currency;
  /** Opening balance in minor units, as created. */
  readonly initialBalanceMinor: number;
  /** Opening balance plus the signed amounts of the wallet's transactions, in minor units. */
  readonly balanceMinor: number;
  readonly createdAt: Date;
}

/**
 * THE currency rule: whatever is recorded against a wallet (a transaction, a budget, a receipt's
 * printed currency) is in the wallet's currency; there is no conversion. CURRENCY_MISMATCH otherwise.
 */
export const assertWalletCurrency = (wallet: Pick<Wallet, "currency">, currency: string): void => {
  if (currency !== wallet.currency) throw currencyMismatch(wallet.currency, currency);
};
