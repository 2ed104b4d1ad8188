import type { Wallet } from "./Wallet";

/** Balances only move through TransactionRepo's atomic writes, never through this port. */
export interface WalletRepo {
  create(wallet: Wallet): Promise<void>;
  findById(id: string): Promise<Wallet | null>;
  listByUser(userId: string): Promise<Wallet[]>;
}
