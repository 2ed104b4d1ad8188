import { personalAccessTokenRow, toPersonalAccessToken } from "@finance/adapter-sql";
import type { PersonalAccessToken, PersonalAccessTokenRepo } from "@finance/domain";
import { and, desc, eq } from "drizzle-orm";
import type { SqliteDatabase } from "./db";
import { guarded } from "./errors";
import { personalAccessTokens } from "./schema";

export class SqlitePersonalAccessTokenRepo implements PersonalAccessTokenRepo {
  constructor(private readonly db: SqliteDatabase) {}

  async create(token: PersonalAccessToken): Promise<void> {
    guarded(() => this.db.insert(personalAccessTokens).values(personalAccessTokenRow(token)).run());
  }

  async listByUser(userId: string): Promise<PersonalAccessToken[]> {
    const rows = guarded(() =>
      this.db
        .select()
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.userId, userId))
        .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id))
        .all(),
    );
    return rows.map(toPersonalAccessToken);
  }

  /** Served by the unique index on the hash. */
  async findByHash(tokenHash: string): Promise<PersonalAccessToken | null> {
    const row = guarded(() =>
      this.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.tokenHash, tokenHash)).get(),
    );
    return row ? toPersonalAccessToken(row) : null;
  }

  async markUsed(id: string, at: Date): Promise<void> {
    guarded(() =>
      this.db.update(personalAccessTokens).set({ lastUsedAt: at }).where(eq(personalAccessTokens.id, id)).run(),
    );
  }

  async delete(userId: string, id: string): Promise<PersonalAccessToken | null> {
    const row = guarded(() =>
      this.db
        .delete(personalAccessTokens)
        .where(and(eq(personalAccessTokens.id, id), eq(personalAccessTokens.userId, userId)))
        .returning()
        .get(),
    );
    return row ? toPersonalAccessToken(row) : null;
  }
}
