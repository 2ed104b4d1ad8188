import { toRefreshToken } from "@finance/adapter-sql";
import {
  type NextRefreshToken,
  type RefreshToken,
  type RefreshTokenRepo,
  type RotationOutcome,
  rotationVerdict,
} from "@finance/domain";
import { and, eq, getTableColumns, isNull } from "drizzle-orm";
import type { SqliteDatabase, Tx } from "./db";
import { guarded } from "./errors";
import { refreshTokenFamilies, refreshTokens } from "./schema";
import { writeTransaction } from "./writeTransaction";

const byHash = (db: SqliteDatabase | Tx, tokenHash: string): RefreshToken | null => {
  const row = db
    .select({ token: getTableColumns(refreshTokens), revokedAt: refreshTokenFamilies.revokedAt })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .get();
  return row ? toRefreshToken(row.token, row.revokedAt) : null;
};

const revoke = (tx: Tx, familyId: string, now: Date): void => {
  tx.update(refreshTokenFamilies)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)))
    .run();
};

/** Each method is one synchronous `BEGIN IMMEDIATE` transaction: no other writer interleaves. */
export class SqliteRefreshTokenRepo implements RefreshTokenRepo {
  constructor(private readonly db: SqliteDatabase) {}

  async create(token: RefreshToken): Promise<void> {
    const { revokedAt: _revoked, ...row } = token;
    await writeTransaction(this.db, (tx) => {
      tx.insert(refreshTokenFamilies)
        .values({ id: token.familyId, userId: token.userId, createdAt: token.createdAt })
        .onConflictDoNothing()
        .run();
      tx.insert(refreshTokens).values(row).run();
    });
  }

  async findByHash(tokenHash: string): Promise<RefreshToken | null> {
    return guarded(() => byHash(this.db, tokenHash));
  }

  async rotate(presentedHash: string, next: NextRefreshToken, now: Date): Promise<RotationOutcome> {
    return writeTransaction(this.db, (tx): RotationOutcome => {
      const token = byHash(tx, presentedHash);
      if (!token) return { kind: "unknown" };
      const verdict = rotationVerdict(token, now);
      if (verdict === "reused") revoke(tx, token.familyId, now);
      if (verdict !== "rotate") return { kind: verdict };
      tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, token.id)).run();
      tx.insert(refreshTokens)
        .values({ ...next, userId: token.userId, familyId: token.familyId, rotatedAt: null })
        .run();
      return { kind: "rotated", userId: token.userId };
    });
  }

  async revokeFamily(presentedHash: string, now: Date): Promise<boolean> {
    return writeTransaction(this.db, (tx) => {
      const token = byHash(tx, presentedHash);
      if (token) revoke(tx, token.familyId, now);
      return token !== null;
    });
  }
}
