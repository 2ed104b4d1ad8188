import { parseCurrency } from "../../model/money/Currency";
import { toMinorUnits } from "../../model/money/Money";
import type { Wallet } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { Clock } from "../../shared/Clock";
import type { IdGenerator, UserId } from "../../shared/Id";
import { parseName } from "../../shared/text";

export interface CreateWalletInput {
  name: string;
  currency: string;
  /** Opening balance in major units; may be negative (an overdrawn account); default 0. */
  balance?: number;
}

export class CreateWallet {
  constructor(
    private readonly wallets: WalletRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, input: CreateWalletInput): Promise<Wallet> {
    const name = parseName(input.name);
    const currency = parseCurrency(input.currency);
    const opening = toMinorUnits(input.balance ?? 0, currency, "balance");
    const wallet: Wallet = {
      id: this.ids.next(),
      userId,
      name,
      currency,
      initialBalanceMinor: opening,
      balanceMinor: opening,
      archived: false,
      createdAt: this.clock.now(),
    };
    await this.wallets.create(wallet);
    return wallet;
  }
}
