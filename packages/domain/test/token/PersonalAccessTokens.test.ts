import { describe, expect, it } from "vitest";
import { LAST_USED_RESOLUTION_MS, parseScopes, scopeAllows } from "../../src";
import { failure, makeWorld } from "../mothers";

const withUser = async () => {
  const world = makeWorld();
  const user = await world.aUser();
  return { world, user };
};

describe("personal access tokens", () => {
  it("shows the secret once and stores only its hash", async () => {
    const { world, user } = await withUser();
    const created = await world.createPersonalAccessToken.execute(user.id, { name: " CI ", scopes: ["read"] });
    expect(created.secret).toMatch(/^fin_pat_/);
    expect(created.token).toEqual({
      id: expect.any(String),
      userId: user.id,
      name: "CI",
      scopes: ["read"],
      createdAt: world.clock.now(),
      expiresAt: null,
      lastUsedAt: null,
    });
    expect(created.token).not.toHaveProperty("tokenHash");
    const [stored] = await world.repos.personalAccessTokens.listByUser(user.id);
    expect(stored?.tokenHash).toBe(`sha:${created.secret}`);
    expect(await world.listPersonalAccessTokens.execute(user.id)).toEqual([created.token]);
  });

  it("authenticates by the secret, with its scopes, and notes the use at most once a minute", async () => {
    const { world, user } = await withUser();
    const { secret, token } = await world.createPersonalAccessToken.execute(user.id, {
      name: "sync",
      scopes: ["write", "read"],
    });
    expect(await world.authenticatePersonalAccessToken.execute(secret)).toEqual({
      userId: user.id,
      scopes: ["read", "write"],
    });
    const firstUse = world.clock.now();
    world.clock.advance(LAST_USED_RESOLUTION_MS - 1);
    await world.authenticatePersonalAccessToken.execute(secret);
    expect((await world.listPersonalAccessTokens.execute(user.id))[0]?.lastUsedAt).toEqual(firstUse);
    world.clock.advance(1);
    await world.authenticatePersonalAccessToken.execute(secret);
    expect((await world.listPersonalAccessTokens.execute(user.id))[0]).toMatchObject({
      id: token.id,
      lastUsedAt: world.clock.now(),
    });
  });

  it("answers AUTH_TOKEN_EXPIRED after expiresAt and AUTH_TOKEN_INVALID once deleted", async () => {
    const { world, user } = await withUser();
    const expiring = await world.createPersonalAccessToken.execute(user.id, {
      name: "a day",
      scopes: ["read"],
      expiresAt: "2026-03-16T12:00:00Z",
    });
    const kept = await world.createPersonalAccessToken.execute(user.id, { name: "kept", scopes: ["read"] });
    world.clock.set("2026-03-16T12:00:00Z");
    expect((await failure(() => world.authenticatePersonalAccessToken.execute(expiring.secret))).code).toBe(
      "AUTH_TOKEN_EXPIRED",
    );
    expect(await world.deletePersonalAccessToken.execute(user.id, kept.token.id)).toEqual(kept.token);
    expect((await failure(() => world.authenticatePersonalAccessToken.execute(kept.secret))).code).toBe(
      "AUTH_TOKEN_INVALID",
    );
  });

  it("reads another user's token as missing", async () => {
    const { world, user } = await withUser();
    const other = await world.aUser();
    const { token } = await world.createPersonalAccessToken.execute(user.id, { name: "mine", scopes: ["read"] });
    expect((await failure(() => world.deletePersonalAccessToken.execute(other.id, token.id))).code).toBe(
      "TOKEN_NOT_FOUND",
    );
    expect(await world.listPersonalAccessTokens.execute(other.id)).toEqual([]);
    expect(await world.listPersonalAccessTokens.execute(user.id)).toHaveLength(1);
  });

  it("refuses a bad name, bad scopes and an expiry that is not in the future", async () => {
    const { world, user } = await withUser();
    const create = (input: { name: string; scopes: string[]; expiresAt?: string }) =>
      failure(() => world.createPersonalAccessToken.execute(user.id, input));
    expect((await create({ name: " ", scopes: ["read"] })).details?.[0]?.path).toBe("name");
    expect((await create({ name: "x", scopes: ["write"] })).details?.[0]?.path).toBe("scopes");
    expect((await create({ name: "x", scopes: ["read", "read"] })).details?.[0]?.path).toBe("scopes.1");
    expect((await create({ name: "x", scopes: ["admin"] })).details?.[0]?.path).toBe("scopes.0");
    expect((await create({ name: "x", scopes: ["read"], expiresAt: "2026-03-15T12:00:00Z" })).message).toBe(
      "expiresAt must be in the future",
    );
    expect((await create({ name: "x", scopes: ["read"], expiresAt: "tomorrow" })).code).toBe("VALIDATION_ERROR");
  });
});

describe("scopes", () => {
  it("every token reads; write adds changes", () => {
    expect(parseScopes(["read"])).toEqual(["read"]);
    expect(parseScopes(["write", "read"])).toEqual(["read", "write"]);
    expect(scopeAllows(["read"], "write")).toBe(false);
    expect(scopeAllows(["read", "write"], "write")).toBe(true);
    expect(() => parseScopes([])).toThrow();
    expect(() => parseScopes("read")).toThrow();
  });
});
