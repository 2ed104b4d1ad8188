import { toRefreshToken } from "@finance/adapter-sql";
import {
  type NextRefreshToken,
  type RefreshToken,
  type RefreshTokenRepo,
  type RotationOutcome,
  rotationVerdict,
} from "@finance/domain";
import { and, eq, getTableColumns, isNull } from "drizzle-orm";
import type { PostgresDatabase } from "./db";
import { guarded } from "./errors";
import { refreshTokenFamilies, refreshTokens } from "./schema";

type Tx = Parameters<Parameters<PostgresDatabase["transaction"]>[0]>[0];

const byHash = async (db: PostgresDatabase | Tx, tokenHash: string): Promise<RefreshToken | null> => {
  const [row] = await db
    .select({ token: getTableColumns(refreshTokens), revokedAt: refreshTokenFamilies.revokedAt })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ? toRefreshToken(row.token, row.revokedAt) : null;
};

/**
 * Locks the family's row (every writer of a family takes it first), then reads the presented token
 * again under the lock: a rotation, a reuse and a revocation of one family run one after another,
 * and a token a concurrent rotation added is covered by the family's `revoked_at`.
 */
const lockedToken = async (tx: Tx, tokenHash: string): Promise<RefreshToken | null> => {
  const [found] = await tx
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!found) return null;
  await tx
    .select({ id: refreshTokenFamilies.id })
    .from(refreshTokenFamilies)
    .where(eq(refreshTokenFamilies.id, found.familyId))
    .for("update");
  return byHash(tx, tokenHash);
};

const revoke = async (tx: Tx, familyId: string, now: Date): Promise<void> => {
  await tx
    .update(refreshTokenFamilies)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
};

export class PostgresRefreshTokenRepo implements RefreshTokenRepo {
  constructor(private readonly db: PostgresDatabase) {}

  async create(token: RefreshToken): Promise<void> {
    const { revokedAt: _revoked, ...row } = token;
    await guarded(() =>
      this.db.transaction(async (tx) => {
        await tx
          .insert(refreshTokenFamilies)
          .values({ id: token.familyId, userId: token.userId, createdAt: token.createdAt })
          .onConflictDoNothing();
        await tx.insert(refreshTokens).values(row);
      }),
    );
  }

  async findByHash(tokenHash: string): Promise<RefreshToken | null> {
    return guarded(() => byHash(this.db, tokenHash));
  }

  async rotate(presentedHash: string, next: NextRefreshToken, now: Date): Promise<RotationOutcome> {
    return guarded(() =>
      this.db.transaction(async (tx): Promise<RotationOutcome> => {
        const token = await lockedToken(tx, presentedHash);
        if (!token) return { kind: "unknown" };
        const verdict = rotationVerdict(token, now);
        if (verdict === "reused") await revoke(tx, token.familyId, now);
        if (verdict !== "rotate") return { kind: verdict };
        await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, token.id));
        await tx
          .insert(refreshTokens)
          .values({ ...next, userId: token.userId, familyId: token.familyId, rotatedAt: null });
        return { kind: "rotated", userId: token.userId };
      }),
    );
  }

  async revokeFamily(presentedHash: string, now: Date): Promise<boolean> {
    return guarded(() =>
      this.db.transaction(async (tx) => {
        const token = await lockedToken(tx, presentedHash);
        if (token) await revoke(tx, token.familyId, now);
        return token !== null;
      }),
    );
  }
}
