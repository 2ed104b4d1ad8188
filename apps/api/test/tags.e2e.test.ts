import { describe, expect, it } from "vitest";
import {
  anUnknownId,
  aTransaction,
  describeEachStore,
  registerAndLogin,
  seedWalletAndCategory,
  type TestApp,
  useTestApp,
} from "./support";

const aTaggedUser = async (t: TestApp) => {
  const user = await registerAndLogin(t);
  const { wallet, category } = await seedWalletAndCategory(user.api);
  const refs = { walletId: wallet.id as string, categoryId: category.id as string };
  const aTag = async (name: string) => {
    const res = await user.api.post("/tags", { name });
    expect(res.status).toBe(201);
    return res.body.tag as { id: string; name: string };
  };
  const aTagged = async (tagIds: string[], overrides: Record<string, unknown> = {}) => {
    const res = await user.api.post("/transaction", aTransaction(refs, { tagIds, ...overrides }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.transaction as { id: string; tagIds: string[] };
  };
  return { ...user, refs, aTag, aTagged };
};

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

describeEachStore("tags", (store) => {
  const t = useTestApp({ store, now: "2026-03-15T12:00:00.000Z" });

  describe("the /tags routes", () => {
    it("creates, reads, renames and deletes a tag", async () => {
      const u = await aTaggedUser(t());
      const created = await u.api.post("/tags", { name: "  Holiday  " });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        code: "TAG_CREATED",
        message: expect.any(String),
        tag: { id: expect.any(String), name: "Holiday", createdAt: "2026-03-15T12:00:00.000Z" },
      });
      const id = created.body.tag.id as string;
      expect((await u.api.get(`/tags/${id.toUpperCase()}`)).body).toMatchObject({ code: "TAG_FETCHED", tag: { id } });
      const renamed = await u.api.patch(`/tags/${id}`, { name: "Trip" });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ code: "TAG_UPDATED", tag: { id, name: "Trip" } });
      const deleted = await u.api.delete(`/tags/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ code: "TAG_DELETED", tag: { id, name: "Trip" } });
      expect((await u.api.get(`/tags/${id}`)).body.code).toBe("TAG_NOT_FOUND");
      expect((await u.api.delete(`/tags/${id}`)).status).toBe(404);
    });

    it("answers 409 TAG_ALREADY_EXISTS for a name the caller has in any case, on create and rename", async () => {
      const u = await aTaggedUser(t());
      await u.aTag("Work");
      const home = await u.aTag("Home");
      const again = await u.api.post("/tags", { name: "WORK" });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: "TAG_ALREADY_EXISTS", message: expect.any(String) });
      expect((await u.api.patch(`/tags/${home.id}`, { name: "work" })).body.code).toBe("TAG_ALREADY_EXISTS");
      const other = await aTaggedUser(t());
      expect((await other.api.post("/tags", { name: "work" })).status).toBe(201);
    });

    it("refuses bad names and bodies with 400 VALIDATION_ERROR", async () => {
      const u = await aTaggedUser(t());
      for (const body of [
        { name: "" },
        { name: "   " },
        { name: "x".repeat(101) },
        { name: 3 },
        {},
        { name: "a", x: 1 },
      ]) {
        const res = await u.api.post("/tags", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.code).toBe("VALIDATION_ERROR");
      }
      const tag = await u.aTag("Fine");
      expect((await u.api.patch(`/tags/${tag.id}`, {})).status).toBe(400);
      expect((await u.api.get("/tags/not-a-uuid")).body.code).toBe("VALIDATION_ERROR");
    });

    it("answers another user's tag and a missing one with 404 TAG_NOT_FOUND on every by-id route", async () => {
      const owner = await aTaggedUser(t());
      const tag = await owner.aTag("Private");
      const other = await aTaggedUser(t());
      for (const id of [tag.id, anUnknownId()]) {
        for (const res of [
          await other.api.get(`/tags/${id}`),
          await other.api.patch(`/tags/${id}`, { name: "Mine" }),
          await other.api.delete(`/tags/${id}`),
        ]) {
          expect(res.status).toBe(404);
          expect(res.body.code).toBe("TAG_NOT_FOUND");
        }
      }
      expect((await owner.api.get(`/tags/${tag.id}`)).body.tag.name).toBe("Private");
    });

    it("lists the caller's tags oldest first in keyset pages (limit, cursor, nextCursor, hasMore)", async () => {
      const u = await aTaggedUser(t());
      const made = [];
      for (const name of ["a", "b", "c"]) made.push(await u.aTag(name));
      await (await aTaggedUser(t())).aTag("someone else's");
      const first = await u.api.get("/tags", { limit: 2 });
      expect(first.body).toMatchObject({ code: "TAGS_FETCHED", page: { limit: 2, hasMore: true } });
      expect(idsOf(first.body.tags)).toEqual(idsOf(made.slice(0, 2)));
      const second = await u.api.get("/tags", { limit: 2, cursor: first.body.page.nextCursor });
      expect(idsOf(second.body.tags)).toEqual([made[2]!.id]);
      expect(second.body.page).toEqual({ limit: 2, hasMore: false, nextCursor: null });
      const all = await u.api.get("/tags");
      expect(all.body.page.limit).toBe(100);
      expect(idsOf(all.body.tags)).toEqual(idsOf(made));
      for (const query of [{ limit: 0 }, { limit: 501 }, { limit: "x" }, { cursor: "nope" }]) {
        expect((await u.api.get("/tags", query)).body.code).toBe("VALIDATION_ERROR");
      }
    });
  });

  describe("tagIds on transactions", () => {
    it("records, shows, replaces and clears a transaction's tags", async () => {
      const u = await aTaggedUser(t());
      const [a, b] = [await u.aTag("a"), await u.aTag("b")];
      const sorted = [a.id, b.id].sort();
      const tx = await u.aTagged([b.id, a.id, b.id]);
      expect(tx.tagIds).toEqual(sorted);
      expect((await u.api.get(`/transaction/${tx.id}`)).body.transaction.tagIds).toEqual(sorted);
      const replaced = await u.api.patch(`/transaction/${tx.id}`, { tagIds: [a.id] });
      expect(replaced.status).toBe(200);
      expect(replaced.body.transaction).toMatchObject({ tagIds: [a.id], version: 2 });
      const other = await u.api.patch(`/transaction/${tx.id}`, { description: "still tagged" });
      expect(other.body.transaction.tagIds).toEqual([a.id]);
      const cleared = await u.api.patch(`/transaction/${tx.id}`, { tagIds: [] });
      expect(cleared.body.transaction.tagIds).toEqual([]);
      const untagged = await u.api.post("/transaction", aTransaction(u.refs));
      expect(untagged.body.transaction.tagIds).toEqual([]);
    });

    it("answers 404 TAG_NOT_FOUND naming the position of another user's or a missing tag, and writes nothing", async () => {
      const u = await aTaggedUser(t());
      const mine = await u.aTag("mine");
      const theirs = await (await aTaggedUser(t())).aTag("theirs");
      const ids = [mine.id, theirs.id, anUnknownId()].sort();
      const res = await u.api.post("/transaction", aTransaction(u.refs, { tagIds: ids }));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("TAG_NOT_FOUND");
      expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(
        ids.flatMap((id, i) => (id === mine.id ? [] : [`tagIds.${i}`])),
      );
      expect((await u.api.get("/transaction")).body.transactions).toEqual([]);
      const tx = await u.aTagged([mine.id]);
      const patch = await u.api.patch(`/transaction/${tx.id}`, { tagIds: [theirs.id], amount: 99 });
      expect(patch.status).toBe(404);
      const stored = (await u.api.get(`/transaction/${tx.id}`)).body.transaction;
      expect(stored).toMatchObject({ tagIds: [mine.id], version: 1, amount: -12.5 });
    });

    it("refuses malformed tag ids, a non-array and more than 20 distinct tags with 400 VALIDATION_ERROR", async () => {
      const u = await aTaggedUser(t());
      const tag = await u.aTag("ok");
      for (const tagIds of [["nope"], [tag.id, 7], tag.id, null]) {
        const res = await u.api.post("/transaction", aTransaction(u.refs, { tagIds }));
        expect(res.status, JSON.stringify(tagIds)).toBe(400);
        expect(res.body.code).toBe("VALIDATION_ERROR");
      }
      const many = [];
      for (let i = 0; i < 21; i++) many.push((await u.aTag(`t${i}`)).id);
      const tooMany = await u.api.post("/transaction", aTransaction(u.refs, { tagIds: many }));
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.details[0].path).toBe("tagIds");
      const atCap = await u.aTagged([...many.slice(1), many[1]!]);
      expect(atCap.tagIds).toHaveLength(20);
    });

    it("deleting a tag takes it off its transactions, which stay", async () => {
      const u = await aTaggedUser(t());
      const [a, b] = [await u.aTag("a"), await u.aTag("b")];
      const tx = await u.aTagged([a.id, b.id]);
      await u.api.delete(`/tags/${a.id}`);
      expect((await u.api.get(`/transaction/${tx.id}`)).body.transaction.tagIds).toEqual([b.id]);
    });

    it("filters the list by any of several tags, as repeated parameters or a comma list", async () => {
      const u = await aTaggedUser(t());
      const [a, b, c] = [await u.aTag("a"), await u.aTag("b"), await u.aTag("c")];
      const onlyA = await u.aTagged([a.id], { date: "2026-03-01" });
      const both = await u.aTagged([a.id, b.id], { date: "2026-03-02" });
      const onlyC = await u.aTagged([c.id], { date: "2026-03-03" });
      await u.aTagged([], { date: "2026-03-04" });
      const list = async (query: string) => {
        const res = await t().request("GET", `/api/v1/transaction?${query}`, { token: u.token });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return idsOf(res.body.transactions);
      };
      expect(await list(`tagId=${a.id}`)).toEqual([both.id, onlyA.id]);
      expect(await list(`tagId=${b.id}&tagId=${c.id}`)).toEqual([onlyC.id, both.id]);
      expect(await list(`tagId=${b.id},${c.id}`)).toEqual([onlyC.id, both.id]);
      expect(await list(`tagId=${a.id}&tagId=${b.id},${c.id}&limit=2`)).toEqual([onlyC.id, both.id]);
      expect(await list(`tagId=${anUnknownId()}`)).toEqual([]);
      const bad = await t().request("GET", "/api/v1/transaction?tagId=nope", { token: u.token });
      expect(bad.status).toBe(400);
      expect(bad.body.details[0].path).toBe("tagId");
      const tooMany = Array.from({ length: 21 }, () => `tagId=${anUnknownId()}`).join("&");
      expect((await t().request("GET", `/api/v1/transaction?${tooMany}`, { token: u.token })).status).toBe(400);
    });
  });

  describe("byTag in the dashboard", () => {
    it("sums income and expense per tag and currency over the range", async () => {
      const u = await aTaggedUser(t());
      const [trip, work] = [await u.aTag("Trip"), await u.aTag("Work")];
      await u.aTagged([trip.id, work.id], { amount: 10, date: "2026-03-02" });
      await u.aTagged([trip.id], { amount: 2.5, type: "income", date: "2026-03-03" });
      await u.aTagged([work.id], { amount: 99, date: "2026-02-03" });
      await u.aTagged([], { amount: 1, date: "2026-03-04" });
      const res = await u.api.get("/dashboard/summary");
      expect(res.status).toBe(200);
      expect(res.body.summary.byTag).toEqual([
        { tagId: trip.id, name: "Trip", currency: "USD", income: 2.5, expense: 10, count: 2 },
        { tagId: work.id, name: "Work", currency: "USD", income: 0, expense: 10, count: 1 },
      ]);
      expect(res.body.summary.recent.map((r: { tagIds: string[] }) => r.tagIds)).toContainEqual(
        [trip.id, work.id].sort(),
      );
    });
  });
});
