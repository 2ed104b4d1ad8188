import { describe, expect, it } from "vitest";
import { failure, makeWorld, REFRESH_TTL_SECONDS } from "../mothers";

const loggedIn = async () => {
  const world = makeWorld();
  const user = await world.aUser({ email: "ada@example.com", password: "s3cret-pass" });
  const session = await world.login.execute({ email: "ada@example.com", password: "s3cret-pass" });
  return { world, user, session };
};

describe("Login and refresh sessions", () => {
  it("stores only the hash of a refresh token, in a new family per login", async () => {
    const { world, user, session } = await loggedIn();
    const second = await world.login.execute({ email: "ada@example.com", password: "s3cret-pass" });
    const first = await world.repos.refreshTokens.findByHash(`sha:${session.refreshToken}`);
    const other = await world.repos.refreshTokens.findByHash(`sha:${second.refreshToken}`);
    expect(first).toMatchObject({ userId: user.id, rotatedAt: null, revokedAt: null });
    expect(first?.familyId).not.toBe(other?.familyId);
    expect(await world.repos.refreshTokens.findByHash(session.refreshToken)).toBeNull();
  });

  it("rotates: a new access token and a new refresh token; the old one is spent", async () => {
    const { world, user, session } = await loggedIn();
    const next = await world.refreshSession.execute(session.refreshToken);
    expect(next).toEqual({
      accessToken: `token-for:${user.id}`,
      expiresIn: 3600,
      refreshToken: expect.stringMatching(/^fin_rt_/),
      refreshExpiresIn: REFRESH_TTL_SECONDS,
    });
    expect(next.refreshToken).not.toBe(session.refreshToken);
    const again = await world.refreshSession.execute(next.refreshToken);
    expect(again.refreshToken).not.toBe(next.refreshToken);
  });

  it("treats reuse of a rotated token as theft: the whole family is revoked", async () => {
    const { world, session } = await loggedIn();
    const next = await world.refreshSession.execute(session.refreshToken);
    expect((await failure(() => world.refreshSession.execute(session.refreshToken))).code).toBe(
      "REFRESH_TOKEN_INVALID",
    );
    expect((await failure(() => world.refreshSession.execute(next.refreshToken))).code).toBe("REFRESH_TOKEN_INVALID");
  });

  it("refuses an expired refresh token, and one that is not ours at all", async () => {
    const { world, session } = await loggedIn();
    world.clock.advance(REFRESH_TTL_SECONDS * 1000);
    expect((await failure(() => world.refreshSession.execute(session.refreshToken))).code).toBe(
      "REFRESH_TOKEN_INVALID",
    );
    for (const bad of ["", "fin_rt_unknown", "token-for:x", 42, null]) {
      expect((await failure(() => world.refreshSession.execute(bad))).code).toBe("REFRESH_TOKEN_INVALID");
    }
  });

  it("gives each rotation a full lifetime", async () => {
    const { world, session } = await loggedIn();
    world.clock.advance((REFRESH_TTL_SECONDS - 60) * 1000);
    const next = await world.refreshSession.execute(session.refreshToken);
    world.clock.advance(120_000);
    await expect(world.refreshSession.execute(next.refreshToken)).resolves.toMatchObject({ expiresIn: 3600 });
  });

  it("logout revokes the family; unknown tokens are no error", async () => {
    const { world, session } = await loggedIn();
    const next = await world.refreshSession.execute(session.refreshToken);
    await world.logout.execute(next.refreshToken);
    expect((await failure(() => world.refreshSession.execute(next.refreshToken))).code).toBe("REFRESH_TOKEN_INVALID");
    await expect(world.logout.execute("fin_rt_unknown")).resolves.toBeUndefined();
    await expect(world.logout.execute("not-a-token")).resolves.toBeUndefined();
  });

  it("logout ends one session only", async () => {
    const { world, session } = await loggedIn();
    const phone = await world.login.execute({ email: "ada@example.com", password: "s3cret-pass" });
    await world.logout.execute(session.refreshToken);
    await expect(world.refreshSession.execute(phone.refreshToken)).resolves.toBeDefined();
  });
});
