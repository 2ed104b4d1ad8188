import { personalAccessTokenRow, toPersonalAccessToken } from "@finance/adapter-sql";
import type { PersonalAccessToken, PersonalAccessTokenRepo } from "@finance/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { personalAccessTokens } from "./schema";

export class PostgresPersonalAccessTokenRepo implements PersonalAccessTokenRepo {
  /** `findByHash` runs on every request made with a personal access token: prepared once. */
  private readonly byHash;

  constructor(private readonly db: PostgresDatabase) {
    this.byHash = db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.tokenHash, sql.placeholder("hash")))
      .prepare("personal_access_tokens_by_hash");
  }

  async create(token: PersonalAccessToken): Promise<void> {
    await guarded(() => this.db.insert(personalAccessTokens).values(personalAccessTokenRow(token)));
  }

  async listByUser(userId: string): Promise<PersonalAccessToken[]> {
    const rows = await guarded(() =>
      this.db
        .select()
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.userId, userId))
        .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id)),
    );
    return rows.map(toPersonalAccessToken);
  }

  async findByHash(tokenHash: string): Promise<PersonalAccessToken | null> {
    const [row] = await guarded(() => this.byHash.execute({ hash: tokenHash }));
    return row ? toPersonalAccessToken(row) : null;
  }

  async markUsed(id: string, at: Date): Promise<void> {
    await guarded(() =>
      this.db.update(personalAccessTokens).set({ lastUsedAt: at }).where(eq(personalAccessTokens.id, id)),
    );
  }

  async delete(userId: string, id: string): Promise<PersonalAccessToken | null> {
    const [row] = await guarded(() =>
      this.db
        .delete(personalAccessTokens)
        .where(and(eq(personalAccessTokens.id, id), eq(personalAccessTokens.userId, userId)))
        .returning(),
    );
    return row ? toPersonalAccessToken(row) : null;
  }
}
