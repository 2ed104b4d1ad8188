import type { Wallet } from "../../model/wallet/Wallet";
import type { WalletRepo } from "../../model/wallet/WalletRepo";
import type { UserId } from "../../shared/Id";
import { creationListQuery, type OwnedList, type OwnedListInput, ownedListOf } from "../../shared/paging";

export class ListWallets {
  constructor(private readonly wallets: WalletRepo) {}

  /** One page of the user's wallets, oldest first (100 by default); archived ones only when asked. */
  async execute(userId: UserId, input: OwnedListInput = {}): Promise<OwnedList<Wallet>> {
    const query = creationListQuery(userId, input);
    return ownedListOf(query.limit, await this.wallets.list(query));
  }
}
