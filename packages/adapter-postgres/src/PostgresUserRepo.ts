import { toUser } from "@finance/adapter-sql";
import type { User, UserRepo } from "@finance/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { personalAccessTokens, refreshTokenFamilies, users } from "./schema";

export class PostgresUserRepo implements UserRepo {
  /** `findById` runs on every authenticated request: built by Drizzle once, not per call. */
  private readonly byId;

  constructor(private readonly db: PostgresDatabase) {
    this.byId = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .prepare("users_by_id");
  }

  /** The unique index on lower(email) decides, so a race has exactly one winner. */
  async create(user: User): Promise<void> {
    await guarded(() => this.db.insert(users).values(user));
  }

  async findById(id: string): Promise<User | null> {
    const [row] = await guarded(() => this.byId.execute({ id }));
    return row ? toUser(row) : null;
  }

  /** Served by the unique index on lower(email). */
  async findByEmail(email: string): Promise<User | null> {
    const [row] = await guarded(() =>
      this.db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`),
    );
    return row ? toUser(row) : null;
  }

  /**
   * One transaction: the password, every session and every personal access token. Revoking the
   * families takes their row locks, so it waits for a rotation in flight and covers its new token.
   */
  async changePassword(userId: string, passwordHash: string, tokensValidAfter: Date): Promise<boolean> {
    return guarded(() =>
      this.db.transaction(async (tx) => {
        const [changed] = await tx
          .update(users)
          .set({ passwordHash, tokensValidAfter })
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        if (!changed) return false;
        await tx
          .update(refreshTokenFamilies)
          .set({ revokedAt: tokensValidAfter })
          .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)));
        await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, userId));
        return true;
      }),
    );
  }
}
