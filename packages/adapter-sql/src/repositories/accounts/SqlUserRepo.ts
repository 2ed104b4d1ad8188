import type { User, UserRepo } from "@finance/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import { oneOf, type Plan, prepared, runOf, type SqlDriver } from "../../driver";
import { type Stored, toUser } from "../../mappers";
import { insertInto, selection } from "../../rowSql";
import type { AccountTables } from "./tables";

/** Users, for both stores: `findById` runs on every authenticated request, so it is prepared. */
export class SqlUserRepo implements UserRepo {
  private readonly row;
  private readonly byId;
  private readonly byEmail;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: Pick<AccountTables, "users" | "refreshTokenFamilies" | "personalAccessTokens">,
  ) {
    const { users } = tables;
    const row = selection<Stored<User>>(users);
    const head = sql`select ${row.list} from ${users}`;
    this.row = row;
    this.byId = prepared(() => sql`${head} where ${eq(users.id, sql.placeholder("id"))}`);
    // Served by the unique index on lower(email).
    this.byEmail = prepared(() => sql`${head} where lower(${users.email}) = lower(${sql.placeholder("email")})`);
  }

  /** The unique index on lower(email) decides, so a race has exactly one winner. */
  async create(user: User): Promise<void> {
    await this.driver.run(insertInto(this.tables.users, user));
  }

  async findById(id: string): Promise<User | null> {
    const row = await this.driver.one(this.byId, { id });
    return row ? toUser(this.row.decode(row)) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.driver.one(this.byEmail, { email: email.trim() });
    return row ? toUser(this.row.decode(row)) : null;
  }

  async changePassword(userId: string, passwordHash: string, tokensValidAfter: Date): Promise<boolean> {
    return this.driver.transaction(() => this.passwordChange(userId, passwordHash, tokensValidAfter));
  }

  /**
   * The password, every session and every personal access token, in one transaction. Revoking
   * the families takes their row locks on PostgreSQL, so it waits for a rotation in flight and
   * covers its new token; SQLite's writers queue on its one write lock.
   */
  private *passwordChange(userId: string, passwordHash: string, at: Date): Plan<boolean> {
    const { users, refreshTokenFamilies: families, personalAccessTokens } = this.tables;
    const changed = yield* oneOf(
      sql`update ${users} set ${sql.identifier(users.passwordHash.name)} = ${passwordHash}, ${sql.identifier(users.tokensValidAfter.name)} = ${sql.param(at, users.tokensValidAfter)} where ${eq(users.id, userId)} returning ${sql.identifier(users.id.name)}`,
    );
    if (!changed) return false;
    yield* runOf(
      sql`update ${families} set ${sql.identifier(families.revokedAt.name)} = ${sql.param(at, families.revokedAt)} where ${and(eq(families.userId, userId), isNull(families.revokedAt))}`,
    );
    yield* runOf(sql`delete from ${personalAccessTokens} where ${eq(personalAccessTokens.userId, userId)}`);
    return true;
  }
}
