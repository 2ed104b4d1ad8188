import { describe, expect, it } from "vitest";
import { failure, makeWorld, registration } from "../mothers";

describe("RegisterUser", () => {
  it("stores the user with a hashed password and answers it without the hash", async () => {
    const world = makeWorld();
    const user = await world.registerUser.execute(registration(1, { name: "  Ada  ", email: " Ada@Example.com " }));
    expect(user).toEqual({ id: user.id, name: "Ada", email: "Ada@Example.com", createdAt: world.clock.now() });
    expect(user).not.toHaveProperty("passwordHash");
    const stored = await world.repos.users.findById(user.id);
    expect(stored?.passwordHash).toBe("hashed:correct horse battery");
  });

  it("refuses an e-mail already registered, whatever its case", async () => {
    const world = makeWorld();
    await world.registerUser.execute(registration(1, { email: "ada@example.com" }));
    const error = await failure(() => world.registerUser.execute(registration(2, { email: "ADA@example.COM" })));
    expect(error.code).toBe("EMAIL_ALREADY_REGISTERED");
    expect(await world.repos.users.findByEmail("ada@example.com")).toMatchObject({ name: "User 1" });
  });

  it("lists every invalid field at once", async () => {
    const world = makeWorld();
    const error = await failure(() =>
      world.registerUser.execute({ name: "   ", email: "not-an-email", password: "short" }),
    );
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.map((d) => d.path)).toEqual(["name", "email", "password"]);
  });

  it("needs a password of at least 8 characters", async () => {
    const world = makeWorld();
    const error = await failure(() => world.registerUser.execute(registration(1, { password: "1234567" })));
    expect(error.details).toEqual([{ path: "password", message: "Password must have at least 8 characters" }]);
    await expect(world.registerUser.execute(registration(1, { password: "12345678" }))).resolves.toBeDefined();
  });

  it("refuses malformed e-mails", async () => {
    const world = makeWorld();
    for (const email of ["", "a@b", "@example.com", "a b@example.com", "a@@example.com"]) {
      const error = await failure(() => world.registerUser.execute(registration(1, { email })));
      expect(error.details?.[0]?.path, email).toBe("email");
    }
  });
});

describe("RegisterUser with fields of the wrong type", () => {
  it("answers VALIDATION_ERROR, not a crash", async () => {
    const world = makeWorld();
    const input = { name: 42, email: ["a@b.co"], password: 12_345_678 } as unknown as Parameters<
      typeof world.registerUser.execute
    >[0];
    const error = await failure(() => world.registerUser.execute(input));
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.map((d) => d.path)).toEqual(["name", "email", "password"]);
  });

  it("refuses a name longer than 100 characters", async () => {
    const world = makeWorld();
    const error = await failure(() => world.registerUser.execute(registration(1, { name: "x".repeat(101) })));
    expect(error.details?.map((d) => d.path)).toEqual(["name"]);
  });

  it("counts the name in characters, so 100 emoji are a valid name", async () => {
    const world = makeWorld();
    const name = "\u{1F600}".repeat(100);
    const user = await world.registerUser.execute(registration(1, { name }));
    expect(user.name).toBe(name);
  });
});
