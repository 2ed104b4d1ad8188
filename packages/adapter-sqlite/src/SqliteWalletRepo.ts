import { toWallet } from "@finance/adapter-sql";
import type { Wallet, WalletRepo } from "@finance/domain";
import { asc, eq } from "drizzle-orm";
import type { SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { wallets } from "./schema";

export class SqliteWalletRepo implements WalletRepo {
  constructor(private readonly db: SqliteDatabase) {}

  async create(wallet: Wallet): Promise<void> {
    guarded(() => this.db.insert(wallets).values(wallet).run());
  }

  async findById(id: string): Promise<Wallet | null> {
    const row = guarded(() => this.db.select().from(wallets).where(eq(wallets.id, id)).get());
    return row ? toWallet(row) : null;
  }

  async listByUser(userId: string): Promise<Wallet[]> {
    const byUser = this.db.select().from(wallets).where(eq(wallets.userId, userId));
    return guarded(() => byUser.orderBy(asc(wallets.createdAt), asc(wallets.id)).all()).map(toWallet);
  }
}
