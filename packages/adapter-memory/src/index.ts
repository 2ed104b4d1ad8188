import type { Repositories } from "@finance/domain";
import { MemoryBudgetRepo } from "./MemoryBudgetRepo";
import { MemoryCategoryRepo } from "./MemoryCategoryRepo";
import { MemoryStore } from "./MemoryStore";
import { MemoryTransactionRepo } from "./MemoryTransactionRepo";
import { MemoryUserRepo } from "./MemoryUserRepo";
import { MemoryWalletRepo } from "./MemoryWalletRepo";

export const createMemoryRepositories = (store = new MemoryStore()): Repositories => ({
  users: new MemoryUserRepo(store),
  wallets: new MemoryWalletRepo(store),
  categories: new MemoryCategoryRepo(store),
  transactions: new MemoryTransactionRepo(store),
  budgets: new MemoryBudgetRepo(store),
});

export { MemoryDashboardQuery } from "./MemoryDashboardQuery";
export { MemoryBudgetRepo, MemoryCategoryRepo, MemoryStore, MemoryTransactionRepo, MemoryUserRepo, MemoryWalletRepo };
