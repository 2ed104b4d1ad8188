import { describe, expect, it } from "vitest";
import { aTag, aTransaction, aUser, minutesAfter, newId } from "../mothers";
import { type ContractContext, codeOf, expectCode, idsOf, settle } from "./harness";

const UNKNOWN = newId();

/** Tags and their links to transactions: round trips, pages, one name per user, links written with the transaction. */
export const describeTagsContract = ({ repos, givenLedger, listAll }: ContractContext): void => {
  describe("tags", () => {
    it("round-trips, finds only the user's own among ids, renames and deletes", async () => {
      const [alice, bob] = [aUser(), aUser()];
      await repos().users.create(alice);
      await repos().users.create(bob);
      const trip = aTag(alice.id, { name: "Trip" });
      const theirs = aTag(bob.id, { name: "Trip" });
      await repos().tags.create(trip);
      await repos().tags.create(theirs);
      expect(await repos().tags.findById(trip.id)).toEqual(trip);
      expect(await repos().tags.findById(newId())).toBeNull();
      expect(await repos().tags.findOwned(alice.id, [trip.id, theirs.id, UNKNOWN])).toEqual([trip]);
      expect(await repos().tags.findOwned(alice.id, [])).toEqual([]);
      expect(await repos().tags.rename(trip.id, "Holiday")).toEqual({ ...trip, name: "Holiday" });
      expect(await repos().tags.findById(trip.id)).toEqual({ ...trip, name: "Holiday" });
      await expectCode(repos().tags.rename(UNKNOWN, "x"), "TAG_NOT_FOUND");
      expect(await repos().tags.delete(trip.id)).toBe(true);
      expect(await repos().tags.delete(trip.id)).toBe(false);
      expect(await repos().tags.delete(newId())).toBe(false);
      expect(await repos().tags.findById(trip.id)).toBeNull();
      expect(await repos().tags.findById(theirs.id)).toEqual(theirs);
    });

    it("lists the user's tags by id in keyset pages", async () => {
      const [alice, bob] = [aUser(), aUser()];
      await repos().users.create(alice);
      await repos().users.create(bob);
      const made = [1, 2, 3, 4, 5].map((i) => aTag(alice.id, { createdAt: minutesAfter(i) }));
      for (const tag of [...made].reverse()) await repos().tags.create(tag);
      await repos().tags.create(aTag(bob.id));
      const sorted = [...made].sort((a, b) => (a.id < b.id ? -1 : 1));
      const first = await repos().tags.list({ userId: alice.id, limit: 2 });
      expect(first).toEqual({ items: sorted.slice(0, 2), hasMore: true });
      const second = await repos().tags.list({ userId: alice.id, limit: 2, afterId: sorted[1]!.id });
      expect(second).toEqual({ items: sorted.slice(2, 4), hasMore: true });
      const last = await repos().tags.list({ userId: alice.id, limit: 2, afterId: sorted[3]!.id });
      expect(last).toEqual({ items: sorted.slice(4), hasMore: false });
      expect(await repos().tags.list({ userId: alice.id, limit: 5 })).toEqual({ items: sorted, hasMore: false });
    });

    it("refuses a name the user already has, ignoring case, on create and rename; one of two racing creates wins", async () => {
      const [alice, bob] = [aUser(), aUser()];
      await repos().users.create(alice);
      await repos().users.create(bob);
      await repos().tags.create(aTag(alice.id, { name: "Work" }));
      const other = aTag(alice.id, { name: "Home" });
      await repos().tags.create(other);
      await expectCode(repos().tags.create(aTag(alice.id, { name: "WORK" })), "TAG_ALREADY_EXISTS");
      await expectCode(repos().tags.rename(other.id, "work"), "TAG_ALREADY_EXISTS");
      await repos().tags.create(aTag(bob.id, { name: "work" }));
      const { fulfilled, reasons } = await settle([
        repos().tags.create(aTag(alice.id, { name: "Kids" })),
        repos().tags.create(aTag(alice.id, { name: "kids" })),
      ]);
      expect(fulfilled).toBe(1);
      expect(reasons.map(codeOf)).toEqual(["TAG_ALREADY_EXISTS"]);
    });

    it("writes a transaction's tags with it, replaces them on update, and drops them with it", async () => {
      const { user, ledger } = await givenLedger();
      const [a, b, c] = [aTag(user.id), aTag(user.id), aTag(user.id)];
      for (const tag of [a, b, c]) await repos().tags.create(tag);
      const tagIds = [a.id, b.id].sort();
      const tx = aTransaction(ledger, { tagIds });
      await repos().transactions.create(tx);
      expect((await repos().transactions.findById(tx.id))?.tagIds).toEqual(tagIds);
      expect((await listAll({ userId: user.id }))[0]?.tagIds).toEqual(tagIds);
      const replaced = await repos().transactions.update({
        id: tx.id,
        changes: { tagIds: [c.id], updatedAt: tx.updatedAt },
        expectedVersion: 1,
      });
      expect(replaced).toEqual({ ok: true, value: { ...tx, tagIds: [c.id], version: 2 } });
      const stale = await repos().transactions.update({
        id: tx.id,
        changes: { description: "x", updatedAt: tx.updatedAt },
        expectedVersion: 1,
      });
      expect(stale).toEqual({ ok: false, current: { ...tx, tagIds: [c.id], version: 2 } });
      const kept = await repos().transactions.update({
        id: tx.id,
        changes: { description: "kept", updatedAt: tx.updatedAt },
      });
      expect(kept.ok && kept.value.tagIds).toEqual([c.id]);
      const keptAtVersion = await repos().transactions.update({
        id: tx.id,
        changes: { amountMinor: tx.amountMinor - 1, updatedAt: tx.updatedAt },
        expectedVersion: 3,
      });
      expect(keptAtVersion.ok && keptAtVersion.value.tagIds).toEqual([c.id]);
      expect((await repos().transactions.findById(tx.id))?.tagIds).toEqual([c.id]);
      const cleared = await repos().transactions.update({
        id: tx.id,
        changes: { tagIds: [], updatedAt: tx.updatedAt },
      });
      expect(cleared.ok && cleared.value.tagIds).toEqual([]);
      await repos().transactions.update({ id: tx.id, changes: { tagIds: [a.id], updatedAt: tx.updatedAt } });
      expect((await repos().transactions.delete(tx.id))?.tagIds).toEqual([a.id]);
      // The tag survives its transaction.
      expect(await repos().tags.findById(a.id)).toEqual(a);
    });

    it("refuses a link to a tag that is gone, writing nothing: create, batch and update", async () => {
      const { user, ledger, wallet } = await givenLedger();
      const kept = aTag(user.id);
      await repos().tags.create(kept);
      const before = wallet.balanceMinor;
      await expectCode(
        repos().transactions.create(aTransaction(ledger, { tagIds: [kept.id, UNKNOWN].sort() })),
        "TAG_NOT_FOUND",
      );
      await expectCode(
        repos().transactions.createMany([aTransaction(ledger), aTransaction(ledger, { tagIds: [UNKNOWN] })]),
        "TAG_NOT_FOUND",
      );
      expect(await listAll({ userId: user.id })).toEqual([]);
      expect((await repos().wallets.findById(wallet.id))?.balanceMinor).toBe(before);
      const tx = aTransaction(ledger, { tagIds: [kept.id] });
      await repos().transactions.create(tx);
      await expectCode(
        repos().transactions.update({
          id: tx.id,
          changes: { tagIds: [UNKNOWN], amountMinor: -1, updatedAt: tx.updatedAt },
        }),
        "TAG_NOT_FOUND",
      );
      expect(await repos().transactions.findById(tx.id)).toEqual(tx);
    });

    it("deleting a tag takes it off every transaction and leaves them", async () => {
      const { user, ledger } = await givenLedger();
      const [a, b] = [aTag(user.id), aTag(user.id)];
      for (const tag of [a, b]) await repos().tags.create(tag);
      const both = aTransaction(ledger, { tagIds: [a.id, b.id].sort() });
      const onlyA = aTransaction(ledger, { tagIds: [a.id] });
      await repos().transactions.createMany([both, onlyA]);
      expect(await repos().tags.delete(a.id)).toBe(true);
      expect((await repos().transactions.findById(both.id))?.tagIds).toEqual([b.id]);
      expect((await repos().transactions.findById(onlyA.id))?.tagIds).toEqual([]);
    });

    it("filters the list by any of several tags, paging as usual", async () => {
      const { user, ledger } = await givenLedger();
      const [a, b, c] = [aTag(user.id), aTag(user.id), aTag(user.id)];
      for (const tag of [a, b, c]) await repos().tags.create(tag);
      const rows = [
        aTransaction(ledger, { date: minutesAfter(1), tagIds: [a.id] }),
        aTransaction(ledger, { date: minutesAfter(2), tagIds: [a.id, b.id].sort() }),
        aTransaction(ledger, { date: minutesAfter(3), tagIds: [c.id] }),
        aTransaction(ledger, { date: minutesAfter(4) }),
        aTransaction(ledger, { date: minutesAfter(5), tagIds: [b.id] }),
      ];
      await repos().transactions.createMany(rows);
      const [r1, r2, r3, , r5] = rows;
      expect(idsOf(await listAll({ userId: user.id, tagIds: [a.id] }))).toEqual([r2!.id, r1!.id]);
      expect(idsOf(await listAll({ userId: user.id, tagIds: [a.id, c.id] }))).toEqual([r3!.id, r2!.id, r1!.id]);
      expect(await listAll({ userId: user.id, tagIds: [UNKNOWN] })).toEqual([]);
      const page = await repos().transactions.list({ userId: user.id, limit: 2, tagIds: [a.id, b.id] });
      expect(idsOf(page.items)).toEqual([r5!.id, r2!.id]);
      expect(page.items[1]?.tagIds).toEqual([a.id, b.id].sort());
      const next = await repos().transactions.list({
        userId: user.id,
        limit: 2,
        tagIds: [a.id, b.id],
        after: page.nextCursor!,
      });
      expect(idsOf(next.items)).toEqual([r1!.id]);
    });
  });
};
