import type { Currency } from "../money/Currency";

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
