import { parseCurrency } from "../../model/money/Currency";
import { toMinorUnits } from "../../model/money/Money";
import type { Wallet } from "../../model/wallet/Wallet";
import type { WalletChanges, WalletRepo } from "../../model/wallet/WalletRepo";
import { invalidField, noFieldToChange } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { parseName } from "../../shared/text";
import { findOwnedWallet } from "./findOwnedWallet";
import { parseWalletPathId } from "./GetWallet";

export interface UpdateWalletInput {
  name?: string;
  currency?: string;
  /** New opening balance in major units; the balance moves by the difference. */
  initialBalance?: number;
  archived?: boolean;
}

export class UpdateWallet {
  constructor(private readonly wallets: WalletRepo) {}

  async execute(userId: UserId, walletId: string, input: UpdateWalletInput): Promise<Wallet> {
    if (Object.values(input).every((value) => value === undefined)) throw noFieldToChange();
    const wallet = await findOwnedWallet(this.wallets, userId, parseWalletPathId(walletId));
    const changes: { -readonly [K in keyof WalletChanges]: WalletChanges[K] } = {};
    if (input.name !== undefined) changes.name = parseName(input.name);
    const currency = input.currency === undefined ? wallet.currency : parseCurrency(input.currency);
    if (currency !== wallet.currency) {
      // An opening balance in minor units means another amount in another currency: say which.
      if (input.initialBalance === undefined && wallet.initialBalanceMinor !== 0) {
        throw invalidField("initialBalance", "initialBalance is required when the currency changes");
      }
      changes.currency = currency;
    }
    if (input.initialBalance !== undefined) {
      changes.initialBalanceMinor = toMinorUnits(input.initialBalance, currency, "initialBalance");
    }
    if (input.archived !== undefined) {
      if (typeof input.archived !== "boolean") throw invalidField("archived", "archived must be true or false");
      changes.archived = input.archived;
    }
    // The same values again change nothing and write nothing.
    return Object.keys(changes).length === 0 ? wallet : this.wallets.update(wallet.id, changes);
  }
}
