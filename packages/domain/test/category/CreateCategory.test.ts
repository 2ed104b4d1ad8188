import { describe, expect, it } from "vitest";
import { failure, makeWorld } from "../mothers";

describe("CreateCategory", () => {
  it("stores a trimmed name for the caller", async () => {
    const world = makeWorld();
    const user = await world.aUser();
    const category = await world.createCategory.execute(user.id, { name: "  Food  " });
    expect(category).toEqual({
      id: category.id,
      userId: user.id,
      name: "Food",
      archived: false,
      createdAt: world.clock.now(),
    });
    expect(await world.repos.categories.findById(category.id)).toEqual(category);
  });

  it("refuses a name the caller already has, whatever its case", async () => {
    const world = makeWorld();
    const user = await world.aUser();
    await world.aCategory(user.id, "Food");
    expect((await failure(() => world.aCategory(user.id, "FOOD"))).code).toBe("CATEGORY_ALREADY_EXISTS");
    expect((await failure(() => world.aCategory(user.id, " food "))).code).toBe("CATEGORY_ALREADY_EXISTS");
    expect((await world.listCategories.execute(user.id)).items).toHaveLength(1);
  });

  it("lets another user have the same name", async () => {
    const world = makeWorld();
    const [ada, bob] = [await world.aUser(), await world.aUser()];
    await world.aCategory(ada.id, "Food");
    await expect(world.aCategory(bob.id, "Food")).resolves.toMatchObject({ userId: bob.id, name: "Food" });
  });

  it("refuses an empty or over-long name", async () => {
    const world = makeWorld();
    const user = await world.aUser();
    for (const name of ["", "   ", "x".repeat(101), 7 as unknown as string]) {
      const error = await failure(() => world.createCategory.execute(user.id, { name }));
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details?.[0]?.path).toBe("name");
    }
  });
});

describe("ListCategories", () => {
  it("answers the caller's categories only, oldest first", async () => {
    const world = makeWorld();
    const [ada, bob] = [await world.aUser(), await world.aUser()];
    const food = await world.aCategory(ada.id, "Food");
    world.clock.advance(1000);
    const rent = await world.aCategory(ada.id, "Rent");
    await world.aCategory(bob.id, "Games");
    expect((await world.listCategories.execute(ada.id)).items).toEqual([food, rent]);
  });
});
