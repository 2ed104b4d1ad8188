import {
  type NextRefreshToken,
  type RefreshToken,
  type RefreshTokenRepo,
  type RotationOutcome,
  rotationVerdict,
} from "@finance/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import { oneOf, type Plan, prepared, runOf, type SqlDriver } from "../../driver";
import { insertInto, selection } from "../../rowSql";
import { type RefreshTokenRow, toRefreshToken } from "../../tokenSql";
import { preparedRowInsert, rowValues, stored } from "./rows";
import type { AccountTables } from "./tables";

type Tables = Pick<AccountTables, "refreshTokens" | "refreshTokenFamilies">;

/**
 * Refresh tokens and their families (one per login session), for both stores. Each write is one
 * plan: on SQLite one `BEGIN IMMEDIATE` write, no other writer in between; on PostgreSQL the
 * family's row is locked first (every writer of a family takes it), then the presented token read
 * again under the lock, so a rotation, a reuse and a revocation of one family run one after
 * another and a token a concurrent rotation added is covered by the family's `revoked_at`.
 */
export class SqlRefreshTokenRepo implements RefreshTokenRepo {
  private readonly row;
  private readonly byHash;
  private readonly familyOfHash;
  private readonly lockFamily;
  private readonly markRotated;
  private readonly insertToken;
  private readonly revoke;

  constructor(
    private readonly driver: SqlDriver,
    private readonly tables: Tables,
  ) {
    const { refreshTokens: tokens, refreshTokenFamilies: families } = tables;
    const row = selection<RefreshTokenRow>(tokens);
    this.row = row;
    // The family's revocation by a correlated read: the select list's names stay unqualified.
    this.byHash = prepared(
      () =>
        sql`select ${row.list}, (select ${families.revokedAt} from ${families} where ${eq(families.id, tokens.familyId)}) as "familyRevokedAt" from ${tokens} where ${eq(tokens.tokenHash, sql.placeholder("hash"))}`,
    );
    this.familyOfHash = prepared(
      () =>
        sql`select ${sql.identifier(tokens.familyId.name)} as "familyId" from ${tokens} where ${eq(tokens.tokenHash, sql.placeholder("hash"))}`,
    );
    this.lockFamily = prepared(
      () =>
        sql`select ${families.id} from ${families} where ${eq(families.id, sql.placeholder("familyId"))} for update`,
    );
    this.markRotated = prepared(
      () =>
        sql`update ${tokens} set ${sql.identifier(tokens.rotatedAt.name)} = ${sql.placeholder("at")} where ${eq(tokens.id, sql.placeholder("id"))}`,
    );
    this.insertToken = preparedRowInsert(tokens);
    this.revoke = prepared(
      () =>
        sql`update ${families} set ${sql.identifier(families.revokedAt.name)} = ${sql.placeholder("at")} where ${and(eq(families.id, sql.placeholder("familyId")), isNull(families.revokedAt))}`,
    );
  }

  async create(token: RefreshToken): Promise<void> {
    await this.driver.transaction(() => this.creation(token));
  }

  async findByHash(tokenHash: string): Promise<RefreshToken | null> {
    return this.tokenOf(await this.driver.one(this.byHash, { hash: tokenHash }));
  }

  async rotate(presentedHash: string, next: NextRefreshToken, now: Date): Promise<RotationOutcome> {
    return this.driver.transaction(() => this.rotation(presentedHash, next, now));
  }

  async revokeFamily(presentedHash: string, now: Date): Promise<boolean> {
    return this.driver.transaction(() => this.revocation(presentedHash, now));
  }

  private tokenOf(row: Record<string, unknown> | undefined): RefreshToken | null {
    if (!row) return null;
    const revokedAt = row.familyRevokedAt;
    return toRefreshToken(
      this.row.decode(row),
      revokedAt === null || revokedAt === undefined
        ? null
        : (this.tables.refreshTokenFamilies.revokedAt.mapFromDriverValue(revokedAt) as Date),
    );
  }

  private *creation(token: RefreshToken): Plan<void> {
    const { refreshTokens: tokens, refreshTokenFamilies: families } = this.tables;
    yield* runOf(
      sql`${insertInto(families, { id: token.familyId, userId: token.userId, createdAt: token.createdAt })} on conflict do nothing`,
    );
    yield* runOf(this.insertToken, rowValues(tokens, token));
  }

  /** The presented token, after taking its family's row lock where the dialect locks rows. */
  private *lockedToken(hash: string): Plan<RefreshToken | null> {
    if (this.driver.locksRows) {
      const found = yield* oneOf(this.familyOfHash, { hash });
      if (!found) return null;
      yield* oneOf(this.lockFamily, { familyId: found.familyId });
    }
    return this.tokenOf(yield* oneOf(this.byHash, { hash }));
  }

  private *revoked(familyId: string, now: Date): Plan<void> {
    yield* runOf(this.revoke, { familyId, at: stored(this.tables.refreshTokenFamilies.revokedAt, now) });
  }

  private *rotation(presentedHash: string, next: NextRefreshToken, now: Date): Plan<RotationOutcome> {
    const { refreshTokens: tokens } = this.tables;
    const token = yield* this.lockedToken(presentedHash);
    if (!token) return { kind: "unknown" };
    const verdict = rotationVerdict(token, now);
    if (verdict === "reused") yield* this.revoked(token.familyId, now);
    if (verdict !== "rotate") return { kind: verdict };
    yield* runOf(this.markRotated, { id: token.id, at: stored(tokens.rotatedAt, now) });
    const added: RefreshTokenRow = { ...next, userId: token.userId, familyId: token.familyId, rotatedAt: null };
    yield* runOf(this.insertToken, rowValues(tokens, added));
    return { kind: "rotated", userId: token.userId };
  }

  private *revocation(presentedHash: string, now: Date): Plan<boolean> {
    const token = yield* this.lockedToken(presentedHash);
    if (token) yield* this.revoked(token.familyId, now);
    return token !== null;
  }
}
