import { toUser } from "@finance/adapter-sql";
import type { User, UserRepo } from "@finance/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { byIdOnce } from "./preparedOnce";
import { personalAccessTokens, refreshTokenFamilies, users } from "./schema";
import { writeTransaction } from "./writeTransaction";

export class SqliteUserRepo implements UserRepo {
  /** `findById` runs on every authenticated request. */
  private readonly byId;

  constructor(private readonly db: SqliteDatabase) {
    this.byId = byIdOnce(db, users);
  }

  async create(user: User): Promise<void> {
    guarded(() => this.db.insert(users).values(user).run());
  }

  async findById(id: string): Promise<User | null> {
    const row = guarded(() => this.byId().get({ id }));
    return row ? toUser(row) : null;
  }

  /** Served by the unique index on lower(email). */
  async findByEmail(email: string): Promise<User | null> {
    const row = guarded(() =>
      this.db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`).get(),
    );
    return row ? toUser(row) : null;
  }

  /** One `BEGIN IMMEDIATE` transaction: the password, every session and every personal access token. */
  async changePassword(userId: string, passwordHash: string, tokensValidAfter: Date): Promise<boolean> {
    return writeTransaction(this.db, (tx) => {
      const changed = tx
        .update(users)
        .set({ passwordHash, tokensValidAfter })
        .where(eq(users.id, userId))
        .returning({ id: users.id })
        .get();
      if (!changed) return false;
      tx.update(refreshTokenFamilies)
        .set({ revokedAt: tokensValidAfter })
        .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)))
        .run();
      tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, userId)).run();
      return true;
    });
  }
}
