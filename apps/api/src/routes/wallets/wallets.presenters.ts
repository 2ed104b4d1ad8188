import { fromMinorUnits, type Wallet } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { CurrencyCode, DateTime, Id, iso, Money } from "../shared/presenters";

export const WalletSchema = z
  .object({
    id: Id,
    name: z.string(),
    currency: CurrencyCode,
    balance: Money.openapi({ description: "Opening balance plus the signed amounts of the wallet's transactions" }),
    initialBalance: Money.openapi({ description: "Opening balance" }),
    archived: z.boolean().openapi({ description: "Hidden from the list and closed to new transactions" }),
    createdAt: DateTime,
  })
  .openapi("Wallet");

export const presentWallet = (wallet: Wallet): z.infer<typeof WalletSchema> => ({
  id: wallet.id,
  name: wallet.name,
  currency: wallet.currency,
  balance: fromMinorUnits(wallet.balanceMinor, wallet.currency),
  initialBalance: fromMinorUnits(wallet.initialBalanceMinor, wallet.currency),
  archived: wallet.archived,
  createdAt: iso(wallet.createdAt),
});
