import type { PersonalAccessToken, RefreshToken, Repositories, UserId } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aUser, minutesAfter, newId, T0, unique } from "../mothers";
import type { ContractContext } from "./harness";

const aHash = (): string => `${unique()}${newId()}`.replaceAll("-", "").padEnd(64, "0");

const aRefreshToken = (userId: UserId, overrides: Partial<RefreshToken> = {}): RefreshToken => ({
  id: newId(),
  userId,
  familyId: newId(),
  tokenHash: aHash(),
  createdAt: T0,
  expiresAt: minutesAfter(60),
  rotatedAt: null,
  revokedAt: null,
  ...overrides,
});

const aNext = () => ({ id: newId(), tokenHash: aHash(), createdAt: minutesAfter(1), expiresAt: minutesAfter(61) });

export const aPersonalAccessToken = (
  userId: UserId,
  overrides: Partial<PersonalAccessToken> = {},
): PersonalAccessToken => ({
  id: newId(),
  userId,
  name: `Token ${unique()}`,
  scopes: ["read"],
  tokenHash: aHash(),
  createdAt: T0,
  expiresAt: null,
  lastUsedAt: null,
  ...overrides,
});

const givenUser = async (repos: Repositories) => {
  const user = aUser();
  await repos.users.create(user);
  return user;
};

/** Refresh tokens (atomic rotation, reuse revokes the family), personal access tokens, password change. */
export const describeTokensContract = ({ repos, store }: ContractContext): void => {
  describe("refresh tokens", () => {
    const givenSession = async () => {
      const user = await givenUser(repos());
      const token = aRefreshToken(user.id);
      await repos().refreshTokens.create(token);
      return { user, token };
    };

    it("round-trips a token, found by its hash only", async () => {
      const { token } = await givenSession();
      expect(await repos().refreshTokens.findByHash(token.tokenHash)).toEqual(token);
      expect(await repos().refreshTokens.findByHash(aHash())).toBeNull();
    });

    it("rotates a live token into the next of the same family", async () => {
      const { user, token } = await givenSession();
      const next = aNext();
      const now = minutesAfter(1);
      expect(await repos().refreshTokens.rotate(token.tokenHash, next, now)).toEqual({
        kind: "rotated",
        userId: user.id,
      });
      expect(await repos().refreshTokens.findByHash(token.tokenHash)).toEqual({ ...token, rotatedAt: now });
      expect(await repos().refreshTokens.findByHash(next.tokenHash)).toEqual({
        ...next,
        userId: user.id,
        familyId: token.familyId,
        rotatedAt: null,
        revokedAt: null,
      });
    });

    it("treats a second use as reuse: the whole family is revoked, the newer token included", async () => {
      const { token } = await givenSession();
      const next = aNext();
      await repos().refreshTokens.rotate(token.tokenHash, next, minutesAfter(1));
      expect(await repos().refreshTokens.rotate(token.tokenHash, aNext(), minutesAfter(2))).toEqual({ kind: "reused" });
      expect((await repos().refreshTokens.findByHash(next.tokenHash))?.revokedAt).toEqual(minutesAfter(2));
      const after = aNext();
      expect(await repos().refreshTokens.rotate(next.tokenHash, after, minutesAfter(3))).toEqual({ kind: "revoked" });
      expect(await repos().refreshTokens.findByHash(after.tokenHash)).toBeNull();
    });

    it("refuses unknown and expired tokens without storing a next one", async () => {
      const { token } = await givenSession();
      const next = aNext();
      expect(await repos().refreshTokens.rotate(aHash(), next, minutesAfter(1))).toEqual({ kind: "unknown" });
      expect(await repos().refreshTokens.rotate(token.tokenHash, next, token.expiresAt)).toEqual({ kind: "expired" });
      expect(await repos().refreshTokens.findByHash(next.tokenHash)).toBeNull();
      expect((await repos().refreshTokens.findByHash(token.tokenHash))?.rotatedAt).toBeNull();
    });

    it("lets exactly one of concurrent rotations of one token win, also across handles", async () => {
      const { token } = await givenSession();
      const peer = await store().openPeer?.();
      try {
        const handles = peer ? [repos(), peer.repositories] : [repos()];
        const nexts = Array.from({ length: 8 }, aNext);
        const outcomes = await Promise.all(
          nexts.map((next, i) =>
            (handles[i % handles.length] as Repositories).refreshTokens.rotate(token.tokenHash, next, minutesAfter(1)),
          ),
        );
        expect(outcomes.filter((o) => o.kind === "rotated")).toHaveLength(1);
        // The first loser is a reuse and revokes the family; the later ones find it revoked.
        expect(outcomes.filter((o) => o.kind === "reused").length).toBeGreaterThanOrEqual(1);
        expect(outcomes.filter((o) => o.kind === "reused" || o.kind === "revoked")).toHaveLength(nexts.length - 1);
        const winner = nexts[outcomes.findIndex((o) => o.kind === "rotated")];
        expect((await repos().refreshTokens.findByHash(winner?.tokenHash ?? ""))?.revokedAt).not.toBeNull();
      } finally {
        await peer?.close();
      }
    });

    it("revokes one family on demand and leaves the others", async () => {
      const { user, token } = await givenSession();
      const other = aRefreshToken(user.id);
      await repos().refreshTokens.create(other);
      expect(await repos().refreshTokens.revokeFamily(token.tokenHash, minutesAfter(5))).toBe(true);
      expect((await repos().refreshTokens.findByHash(token.tokenHash))?.revokedAt).toEqual(minutesAfter(5));
      expect((await repos().refreshTokens.findByHash(other.tokenHash))?.revokedAt).toBeNull();
      expect(await repos().refreshTokens.revokeFamily(aHash(), minutesAfter(5))).toBe(false);
      expect(await repos().refreshTokens.rotate(token.tokenHash, aNext(), minutesAfter(6))).toEqual({
        kind: "revoked",
      });
    });
  });

  describe("personal access tokens", () => {
    it("round-trips a token, found by its hash", async () => {
      const user = await givenUser(repos());
      const token = aPersonalAccessToken(user.id, {
        scopes: ["read", "write"],
        expiresAt: minutesAfter(60),
        name: "Zoë's CI",
      });
      await repos().personalAccessTokens.create(token);
      expect(await repos().personalAccessTokens.findByHash(token.tokenHash)).toEqual(token);
      expect(await repos().personalAccessTokens.findByHash(aHash())).toBeNull();
    });

    it("lists a user's tokens newest first, nobody else's", async () => {
      const user = await givenUser(repos());
      const other = await givenUser(repos());
      const older = aPersonalAccessToken(user.id, { createdAt: minutesAfter(1) });
      const newer = aPersonalAccessToken(user.id, { createdAt: minutesAfter(2) });
      await repos().personalAccessTokens.create(older);
      await repos().personalAccessTokens.create(newer);
      await repos().personalAccessTokens.create(aPersonalAccessToken(other.id));
      expect(await repos().personalAccessTokens.listByUser(user.id)).toEqual([newer, older]);
      expect(await repos().personalAccessTokens.listByUser(newId())).toEqual([]);
    });

    it("notes the last use", async () => {
      const user = await givenUser(repos());
      const token = aPersonalAccessToken(user.id);
      await repos().personalAccessTokens.create(token);
      await repos().personalAccessTokens.markUsed(token.id, minutesAfter(9));
      expect((await repos().personalAccessTokens.findByHash(token.tokenHash))?.lastUsedAt).toEqual(minutesAfter(9));
    });

    it("deletes only the owner's token, answering it", async () => {
      const user = await givenUser(repos());
      const other = await givenUser(repos());
      const token = aPersonalAccessToken(user.id);
      await repos().personalAccessTokens.create(token);
      expect(await repos().personalAccessTokens.delete(other.id, token.id)).toBeNull();
      expect(await repos().personalAccessTokens.delete(user.id, newId())).toBeNull();
      expect(await repos().personalAccessTokens.delete(user.id, token.id)).toEqual(token);
      expect(await repos().personalAccessTokens.findByHash(token.tokenHash)).toBeNull();
      expect(await repos().personalAccessTokens.delete(user.id, token.id)).toBeNull();
    });
  });

  describe("password change", () => {
    it("stores the hash and tokensValidAfter, revokes every session and deletes every token of the user only", async () => {
      const user = await givenUser(repos());
      const other = await givenUser(repos());
      const sessions = [aRefreshToken(user.id), aRefreshToken(user.id)];
      for (const session of sessions) await repos().refreshTokens.create(session);
      const othersSession = aRefreshToken(other.id);
      await repos().refreshTokens.create(othersSession);
      await repos().personalAccessTokens.create(aPersonalAccessToken(user.id));
      const othersToken = aPersonalAccessToken(other.id);
      await repos().personalAccessTokens.create(othersToken);

      const at = minutesAfter(30);
      expect(await repos().users.changePassword(user.id, "$2b$10$new", at)).toBe(true);
      expect(await repos().users.findById(user.id)).toEqual({
        ...user,
        passwordHash: "$2b$10$new",
        tokensValidAfter: at,
      });
      for (const session of sessions) {
        expect((await repos().refreshTokens.findByHash(session.tokenHash))?.revokedAt).toEqual(at);
      }
      expect(await repos().personalAccessTokens.listByUser(user.id)).toEqual([]);
      expect((await repos().refreshTokens.findByHash(othersSession.tokenHash))?.revokedAt).toBeNull();
      expect(await repos().personalAccessTokens.listByUser(other.id)).toEqual([othersToken]);
      expect(await repos().users.changePassword(newId(), "$2b$10$new", at)).toBe(false);
    });
  });
};
