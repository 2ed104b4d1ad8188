import {
  type NextRefreshToken,
  type RefreshToken,
  type RefreshTokenFamilyId,
  type RefreshTokenRepo,
  type RotationOutcome,
  rotationVerdict,
} from "../index";
import { copy, type MemoryStore } from "./MemoryStore";

/** Every method runs without an await between its reads and writes: atomic in one process. */
export class MemoryRefreshTokenRepo implements RefreshTokenRepo {
  constructor(private readonly store: MemoryStore) {}

  async create(token: RefreshToken): Promise<void> {
    this.store.refreshTokens.set(token.tokenHash, copy(token));
  }

  async findByHash(tokenHash: string): Promise<RefreshToken | null> {
    const token = this.store.refreshTokens.get(tokenHash);
    return token ? copy(token) : null;
  }

  async rotate(presentedHash: string, next: NextRefreshToken, now: Date): Promise<RotationOutcome> {
    const token = this.store.refreshTokens.get(presentedHash);
    if (!token) return { kind: "unknown" };
    const verdict = rotationVerdict(token, now);
    if (verdict === "reused") this.revoke(token.familyId, now);
    if (verdict !== "rotate") return { kind: verdict };
    this.store.refreshTokens.set(presentedHash, { ...token, rotatedAt: new Date(now) });
    this.store.refreshTokens.set(next.tokenHash, {
      ...copy(next),
      userId: token.userId,
      familyId: token.familyId,
      rotatedAt: null,
      revokedAt: null,
    });
    return { kind: "rotated", userId: token.userId };
  }

  async revokeFamily(presentedHash: string, now: Date): Promise<boolean> {
    const token = this.store.refreshTokens.get(presentedHash);
    if (!token) return false;
    this.revoke(token.familyId, now);
    return true;
  }

  private revoke(familyId: RefreshTokenFamilyId, now: Date): void {
    for (const [hash, token] of this.store.refreshTokens) {
      if (token.familyId === familyId && !token.revokedAt) {
        this.store.refreshTokens.set(hash, { ...token, revokedAt: new Date(now) });
      }
    }
  }
}
