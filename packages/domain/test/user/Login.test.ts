import { describe, expect, it } from "vitest";
import { failure, makeWorld } from "../mothers";

describe("Login", () => {
  const registered = async () => {
    const world = makeWorld();
    const user = await world.aUser({ email: "ada@example.com", password: "s3cret-pass" });
    return { world, user };
  };

  it("issues a token for the right password, e-mail in any case", async () => {
    const { world, user } = await registered();
    const result = await world.login.execute({ email: " ADA@example.com", password: "s3cret-pass" });
    expect(result).toEqual({
      accessToken: `token-for:${user.id}`,
      expiresIn: 3600,
      refreshToken: "fin_rt_secret-1",
      refreshExpiresIn: 30 * 24 * 3600,
      user,
    });
    expect(await world.tokens.verify(result.accessToken)).toMatchObject({ userId: user.id });
  });

  it("answers INVALID_CREDENTIALS alike for a wrong password and an unknown e-mail", async () => {
    const { world } = await registered();
    const wrongPassword = await failure(() => world.login.execute({ email: "ada@example.com", password: "nope-nope" }));
    const unknownEmail = await failure(() =>
      world.login.execute({ email: "bob@example.com", password: "s3cret-pass" }),
    );
    expect(wrongPassword.code).toBe("INVALID_CREDENTIALS");
    expect(unknownEmail.code).toBe("INVALID_CREDENTIALS");
    expect(unknownEmail.message).toBe(wrongPassword.message);
  });

  it("checks a hash even for an unknown e-mail, so both cost the same", async () => {
    const { world } = await registered();
    const checked: string[] = [];
    const verify = world.hasher.verify;
    world.hasher.verify = async (password, hash) => {
      checked.push(hash);
      return verify(password, hash);
    };
    await failure(() => world.login.execute({ email: "bob@example.com", password: "whatever1" }));
    expect(checked).toHaveLength(1);
  });

  it("never accepts the dummy hash's password for an unknown e-mail", async () => {
    const { world } = await registered();
    const error = await failure(() =>
      world.login.execute({ email: "nobody@example.com", password: "not-anybody's-password" }),
    );
    expect(error.code).toBe("INVALID_CREDENTIALS");
  });

  it("refuses an empty password", async () => {
    const { world } = await registered();
    expect((await failure(() => world.login.execute({ email: "ada@example.com", password: "" }))).code).toBe(
      "INVALID_CREDENTIALS",
    );
  });
});

describe("Login with fields of the wrong type", () => {
  it("answers INVALID_CREDENTIALS, not a crash", async () => {
    const world = makeWorld();
    await world.aUser({ email: "ada@example.com" });
    const input = { email: 42, password: null } as unknown as Parameters<typeof world.login.execute>[0];
    expect((await failure(() => world.login.execute(input))).code).toBe("INVALID_CREDENTIALS");
  });
});
