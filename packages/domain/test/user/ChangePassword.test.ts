import { describe, expect, it } from "vitest";
import { acceptsAccessToken } from "../../src";
import { failure, makeWorld } from "../mothers";

const loggedIn = async () => {
  const world = makeWorld();
  const user = await world.aUser({ email: "ada@example.com", password: "old-password" });
  const session = await world.login.execute({ email: "ada@example.com", password: "old-password" });
  return { world, user, session };
};

describe("ChangePassword", () => {
  it("tells the PasswordChanged port once the change is stored, and only then", async () => {
    const told: string[] = [];
    const world = makeWorld({
      passwordChanged: async (userId) => {
        told.push(userId);
      },
    });
    const user = await world.aUser({ email: "ada@example.com", password: "old-password" });
    await failure(() =>
      world.changePassword.execute(user.id, { currentPassword: "wrong", newPassword: "new-password" }),
    );
    expect(told).toEqual([]);
    await world.changePassword.execute(user.id, { currentPassword: "old-password", newPassword: "new-password" });
    expect(told).toEqual([user.id]);
  });

  it("replaces the password and revokes every refresh token and personal access token", async () => {
    const { world, user, session } = await loggedIn();
    const pat = await world.createPersonalAccessToken.execute(user.id, { name: "ci", scopes: ["read"] });
    const fresh = await world.changePassword.execute(user.id, {
      currentPassword: "old-password",
      newPassword: "new-password",
    });
    expect((await failure(() => world.refreshSession.execute(session.refreshToken))).code).toBe(
      "REFRESH_TOKEN_INVALID",
    );
    expect((await failure(() => world.authenticatePersonalAccessToken.execute(pat.secret))).code).toBe(
      "AUTH_TOKEN_INVALID",
    );
    expect(await world.listPersonalAccessTokens.execute(user.id)).toEqual([]);
    await expect(world.refreshSession.execute(fresh.refreshToken)).resolves.toBeDefined();
    expect(
      (await failure(() => world.login.execute({ email: "ada@example.com", password: "old-password" }))).code,
    ).toBe("INVALID_CREDENTIALS");
    await expect(world.login.execute({ email: "ada@example.com", password: "new-password" })).resolves.toBeDefined();
  });

  it("refuses access tokens issued before the change, to the millisecond", async () => {
    const { world, user } = await loggedIn();
    world.clock.set("2026-03-15T12:00:05.700Z");
    await world.changePassword.execute(user.id, { currentPassword: "old-password", newPassword: "new-password" });
    const stored = await world.repos.users.findById(user.id);
    if (!stored) throw new Error("user missing");
    const changedAt = Date.parse("2026-03-15T12:00:05.700Z");
    expect(acceptsAccessToken(stored, changedAt - 1000)).toBe(false);
    expect(acceptsAccessToken(stored, changedAt - 1)).toBe(false); // the same second, 1 ms before
    expect(acceptsAccessToken(stored, changedAt)).toBe(true);
    expect(acceptsAccessToken({ ...stored, tokensValidAfter: undefined }, 0)).toBe(true);
  });

  it("answers INVALID_CREDENTIALS for a wrong current password and changes nothing", async () => {
    const { world, user, session } = await loggedIn();
    const error = await failure(() =>
      world.changePassword.execute(user.id, { currentPassword: "wrong-password", newPassword: "new-password" }),
    );
    expect(error.code).toBe("INVALID_CREDENTIALS");
    await expect(world.refreshSession.execute(session.refreshToken)).resolves.toBeDefined();
  });

  it("holds the new password to the registration rule", async () => {
    const { world, user } = await loggedIn();
    const error = await failure(() =>
      world.changePassword.execute(user.id, { currentPassword: "old-password", newPassword: "short" }),
    );
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual([{ path: "newPassword", message: "Password must have at least 8 characters" }]);
  });
});
