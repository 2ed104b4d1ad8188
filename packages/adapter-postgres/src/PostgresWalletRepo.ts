import { toWallet } from "@finance/adapter-sql";
import type { Wallet, WalletRepo } from "@finance/domain";
import { asc, eq } from "drizzle-orm";
import { isUuidText, type PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { wallets } from "./schema";

export class PostgresWalletRepo implements WalletRepo {
  constructor(private readonly db: PostgresDatabase) {}

  async create(wallet: Wallet): Promise<void> {
    await guarded(() => this.db.insert(wallets).values(wallet));
  }

  async findById(id: string): Promise<Wallet | null> {
    if (!isUuidText(id)) return null;
    const [row] = await guarded(() => this.db.select().from(wallets).where(eq(wallets.id, id)));
    return row ? toWallet(row) : null;
  }

  async listByUser(userId: string): Promise<Wallet[]> {
    if (!isUuidText(userId)) return [];
    const rows = await guarded(() =>
      this.db.select().from(wallets).where(eq(wallets.userId, userId)).orderBy(asc(wallets.createdAt), asc(wallets.id)),
    );
    return rows.map(toWallet);
  }
}
