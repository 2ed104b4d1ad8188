import type { PersonalAccessToken, PersonalAccessTokenRepo } from "@finance/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import { prepared, type SqlDriver } from "../../driver";
import { insertInto, selection } from "../../rowSql";
import { type PersonalAccessTokenRow, personalAccessTokenRow, toPersonalAccessToken } from "../../tokenSql";
import { stored } from "./rows";
import type { AccountTables } from "./tables";

/** Personal access tokens, for both stores: `findByHash` and `markUsed` run on every request made with one. */
export class SqlPersonalAccessTokenRepo implements PersonalAccessTokenRepo {
  private readonly row;
  private readonly byHash;
  private readonly byUser;
  private readonly used;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: Pick<AccountTables, "personalAccessTokens">,
  ) {
    const { personalAccessTokens: tokens } = tables;
    const row = selection<PersonalAccessTokenRow>(tokens);
    const head = sql`select ${row.list} from ${tokens}`;
    this.row = row;
    // Served by the unique index on the hash.
    this.byHash = prepared(() => sql`${head} where ${eq(tokens.tokenHash, sql.placeholder("hash"))}`);
    this.byUser = prepared(
      () =>
        sql`${head} where ${eq(tokens.userId, sql.placeholder("userId"))} order by ${desc(tokens.createdAt)}, ${desc(tokens.id)}`,
    );
    this.used = prepared(
      () =>
        sql`update ${tokens} set ${sql.identifier(tokens.lastUsedAt.name)} = ${sql.placeholder("at")} where ${eq(tokens.id, sql.placeholder("id"))}`,
    );
  }

  async create(token: PersonalAccessToken): Promise<void> {
    await this.driver.run(insertInto(this.tables.personalAccessTokens, personalAccessTokenRow(token)));
  }

  async listByUser(userId: string): Promise<PersonalAccessToken[]> {
    const rows = await this.driver.rows(this.byUser, { userId });
    return rows.map((row) => toPersonalAccessToken(this.row.decode(row)));
  }

  async findByHash(tokenHash: string): Promise<PersonalAccessToken | null> {
    const row = await this.driver.one(this.byHash, { hash: tokenHash });
    return row ? toPersonalAccessToken(this.row.decode(row)) : null;
  }

  async markUsed(id: string, at: Date): Promise<void> {
    await this.driver.run(this.used, { id, at: stored(this.tables.personalAccessTokens.lastUsedAt, at) });
  }

  async delete(userId: string, id: string): Promise<PersonalAccessToken | null> {
    const { personalAccessTokens: tokens } = this.tables;
    const row = await this.driver.one(
      sql`delete from ${tokens} where ${and(eq(tokens.id, id), eq(tokens.userId, userId))} returning ${this.row.list}`,
    );
    return row ? toPersonalAccessToken(this.row.decode(row)) : null;
  }
}
