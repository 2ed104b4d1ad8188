import { describe, expect, it } from "vitest";
import { MAX_TAGS_PER_TRANSACTION } from "../../src";
import { failure, makeWorld } from "../mothers";

const MISSING = "0b0c5b5e-6f43-4a8e-9d0e-4a8c1f6a2b10";

describe("tags", () => {
  it("creates, reads, renames and deletes the caller's tags", async () => {
    const world = makeWorld();
    const user = await world.aUser();
    const tag = await world.createTag.execute(user.id, { name: "  Trip  " });
    expect(tag).toEqual({ id: tag.id, userId: user.id, name: "Trip", createdAt: world.clock.now() });
    expect(await world.getTag.execute(user.id, tag.id.toUpperCase())).toEqual(tag);
    expect(await world.renameTag.execute(user.id, tag.id, { name: "Holiday" })).toEqual({ ...tag, name: "Holiday" });
    expect(await world.deleteTag.execute(user.id, tag.id)).toEqual({ ...tag, name: "Holiday" });
    expect((await failure(() => world.getTag.execute(user.id, tag.id))).code).toBe("TAG_NOT_FOUND");
  });

  it("keeps names unique per user whatever their case, also on rename", async () => {
    const world = makeWorld();
    const [ada, bob] = [await world.aUser(), await world.aUser()];
    await world.createTag.execute(ada.id, { name: "Trip" });
    const work = await world.createTag.execute(ada.id, { name: "Work" });
    expect((await failure(() => world.createTag.execute(ada.id, { name: "TRIP" }))).code).toBe("TAG_ALREADY_EXISTS");
    expect((await failure(() => world.renameTag.execute(ada.id, work.id, { name: "trip" }))).code).toBe(
      "TAG_ALREADY_EXISTS",
    );
    // Renaming to its own name in another case is not a clash with itself.
    expect((await world.renameTag.execute(ada.id, work.id, { name: "WORK" })).name).toBe("WORK");
    await expect(world.createTag.execute(bob.id, { name: "Trip" })).resolves.toMatchObject({ userId: bob.id });
  });

  it("answers another user's tag like a missing one, and a malformed id as a validation error", async () => {
    const world = makeWorld();
    const [ada, bob] = [await world.aUser(), await world.aUser()];
    const tag = await world.createTag.execute(ada.id, { name: "Trip" });
    for (const run of [
      () => world.getTag.execute(bob.id, tag.id),
      () => world.renameTag.execute(bob.id, tag.id, { name: "Mine" }),
      () => world.deleteTag.execute(bob.id, tag.id),
    ]) {
      expect((await failure(run)).code).toBe("TAG_NOT_FOUND");
    }
    expect((await world.getTag.execute(ada.id, tag.id)).name).toBe("Trip");
    expect((await failure(() => world.getTag.execute(ada.id, "nope"))).code).toBe("VALIDATION_ERROR");
  });

  it("lists the caller's tags oldest first in keyset pages", async () => {
    const world = makeWorld();
    const [ada, bob] = [await world.aUser(), await world.aUser()];
    const made: Awaited<ReturnType<typeof world.createTag.execute>>[] = [];
    for (const name of ["a", "b", "c", "d", "e"]) made.push(await world.createTag.execute(ada.id, { name }));
    await world.createTag.execute(bob.id, { name: "other" });
    const first = await world.listTags.execute(ada.id, { limit: 2 });
    expect(first).toEqual({ items: made.slice(0, 2), limit: 2, hasMore: true, nextCursor: made[1]?.id });
    const second = await world.listTags.execute(ada.id, { limit: 2, cursor: first.nextCursor ?? "" });
    expect(second.items).toEqual(made.slice(2, 4));
    const last = await world.listTags.execute(ada.id, { limit: 2, cursor: second.nextCursor ?? "" });
    expect(last).toEqual({ items: made.slice(4), limit: 2, hasMore: false, nextCursor: null });
    expect((await world.listTags.execute(ada.id)).items).toHaveLength(5);
    expect((await failure(() => world.listTags.execute(ada.id, { limit: 0 }))).code).toBe("VALIDATION_ERROR");
    expect((await failure(() => world.listTags.execute(ada.id, { cursor: "x" }))).code).toBe("VALIDATION_ERROR");
  });
});

describe("tags on transactions", () => {
  it("records tagIds with the transaction, folded and sorted, and PATCH replaces or clears them", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const [a, b] = [
      await world.createTag.execute(userId, { name: "a" }),
      await world.createTag.execute(userId, { name: "b" }),
    ];
    const sorted = [a.id, b.id].sort();
    const tx = await world.anExpense(userId, refs, { tagIds: [b.id, a.id, b.id.toUpperCase()] });
    expect(tx.tagIds).toEqual(sorted);
    expect((await world.getTransaction.execute(userId, tx.id)).tagIds).toEqual(sorted);
    const only = await world.updateTransaction.execute(userId, tx.id, { tagIds: [a.id] });
    expect(only.transaction).toMatchObject({ tagIds: [a.id], version: 2 });
    const described = await world.updateTransaction.execute(userId, tx.id, { description: "kept tags" });
    expect(described.transaction.tagIds).toEqual([a.id]);
    expect((await world.updateTransaction.execute(userId, tx.id, { tagIds: [] })).transaction.tagIds).toEqual([]);
    expect((await world.anExpense(userId, refs)).tagIds).toEqual([]);
  });

  it("refuses another user's or an unknown tag, naming each bad id, and writes nothing", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const other = await world.aUser();
    const mine = await world.createTag.execute(userId, { name: "mine" });
    const theirs = await world.createTag.execute(other.id, { name: "theirs" });
    const ids = [mine.id, theirs.id, MISSING].sort();
    const error = await failure(() => world.anExpense(userId, refs, { tagIds: ids }));
    expect(error.code).toBe("TAG_NOT_FOUND");
    expect(error.details).toEqual(
      ids.flatMap((id, index) =>
        id === mine.id ? [] : [{ path: `tagIds.${index}`, message: "No tag of yours has this id" }],
      ),
    );
    expect((await world.listTransactions.execute(userId)).items).toEqual([]);
    const tx = await world.anExpense(userId, refs, { tagIds: [mine.id] });
    const patch = await failure(() => world.updateTransaction.execute(userId, tx.id, { tagIds: [theirs.id] }));
    expect(patch.code).toBe("TAG_NOT_FOUND");
    expect((await world.getTransaction.execute(userId, tx.id)).tagIds).toEqual([mine.id]);
  });

  it("refuses malformed ids, a non-array and more than the cap of distinct tags", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const malformed = await failure(() => world.anExpense(userId, refs, { tagIds: [MISSING, "x"] }));
    expect(malformed).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "tagIds.1" }] });
    const notArray = await failure(() => world.anExpense(userId, refs, { tagIds: MISSING as unknown as string[] }));
    expect(notArray.details?.[0]?.path).toBe("tagIds");
    const tags: string[] = [];
    for (let i = 0; i <= MAX_TAGS_PER_TRANSACTION; i++)
      tags.push((await world.createTag.execute(userId, { name: `t${i}` })).id);
    const tooMany = await failure(() => world.anExpense(userId, refs, { tagIds: tags }));
    expect(tooMany).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "tagIds" }] });
    const atCap = await world.anExpense(userId, refs, { tagIds: [...tags.slice(1), tags[1] ?? ""] });
    expect(atCap.tagIds).toHaveLength(MAX_TAGS_PER_TRANSACTION);
  });

  it("deleting a tag takes it off its transactions, which stay", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const [a, b] = [
      await world.createTag.execute(userId, { name: "a" }),
      await world.createTag.execute(userId, { name: "b" }),
    ];
    const tx = await world.anExpense(userId, refs, { tagIds: [a.id, b.id] });
    await world.deleteTag.execute(userId, a.id);
    expect((await world.getTransaction.execute(userId, tx.id)).tagIds).toEqual([b.id]);
  });

  it("filters the list by any of several tags, repeated or comma separated", async () => {
    const world = makeWorld();
    const { userId, refs } = await world.anAccount();
    const [a, b, c] = [
      await world.createTag.execute(userId, { name: "a" }),
      await world.createTag.execute(userId, { name: "b" }),
      await world.createTag.execute(userId, { name: "c" }),
    ];
    const onlyA = await world.anExpense(userId, refs, { tagIds: [a.id], date: "2026-03-01" });
    const both = await world.anExpense(userId, refs, { tagIds: [a.id, b.id], date: "2026-03-02" });
    const onlyC = await world.anExpense(userId, refs, { tagIds: [c.id], date: "2026-03-03" });
    await world.anExpense(userId, refs, { date: "2026-03-04" });
    const ids = async (tagId: string | string[]) =>
      (await world.listTransactions.execute(userId, { tagId })).items.map((tx) => tx.id);
    expect(await ids(a.id)).toEqual([both.id, onlyA.id]);
    expect(await ids([b.id, c.id])).toEqual([onlyC.id, both.id]);
    expect(await ids(`${b.id},${c.id}`)).toEqual([onlyC.id, both.id]);
    expect(await ids(MISSING)).toEqual([]);
    expect((await failure(() => ids("nope"))).details?.[0]?.path).toBe("tagId");
    const many = Array.from({ length: 21 }, () => world.ids.next());
    expect((await failure(() => ids(many))).code).toBe("VALIDATION_ERROR");
  });
});
