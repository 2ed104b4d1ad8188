import {
  type DomainEvent,
  type Emit,
  EventFactory,
  type EventType,
  emitBudgetMember,
  emitImportCommitted,
  emitRecurrenceRecorded,
  emitTransaction,
  emitTransfer,
  type IdGenerator,
  type Repositories,
  type TransactionId,
  transactionPayload,
  type UserId,
} from "@finance/domain";
import { describe, expect, it } from "vitest";
import {
  aBudget,
  aMember,
  anExpense,
  aRecurrence,
  aTransaction,
  aTransfer,
  aUser,
  aWallet,
  newId,
  T0,
} from "../mothers";
import type { ContractContext } from "./harness";
import { anImport, aRow } from "./imports";

const events = new EventFactory({ next: () => newId() } as IdGenerator, { now: () => T0 });

/**
 * The user's events, oldest first, as a relay publishes them: each round claims what is
 * claimable (a lease that ends at once, so no other test is held up) and publishes the user's.
 * A store hands out a user's later event only once the earlier ones are published.
 */
const publishedEventsOf = async (repositories: Repositories, userId: UserId): Promise<DomainEvent[]> => {
  const published: DomainEvent[] = [];
  for (let round = 0; round < 1_000; round++) {
    const now = new Date();
    const claimed = (await repositories.outbox.claim(1_000, now, now)).filter((event) => event.userId === userId);
    if (claimed.length === 0) return published;
    for (const event of claimed) {
      await repositories.outbox.publish(event.id, [], now);
      published.push(event);
    }
  }
  throw new Error("the outbox never ran dry");
};

const typesOf = (list: readonly DomainEvent[]): EventType[] => list.map((event) => event.type);

const failing: Emit<unknown> = () => {
  throw new Error("event serialisation failed");
};

/**
 * An emit whose event reuses the id of one already in the outbox: the store refuses the outbox
 * row (its primary key) AFTER every row of the change was written, which must roll them back too.
 */
const clashingWith =
  (earlier: DomainEvent): Emit<unknown> =>
  () => [{ ...earlier, occurredAt: T0 }];

/**
 * The writing side of the transactional outbox: every write given an `emit` stores its events in
 * the same atomic step as the change (a failure at any point leaves neither), and a relay reads
 * each user's events in the order they were written.
 */
export const describeOutboxContract = ({ repos, givenLedger, balanceOf }: ContractContext): void => {
  describe("transactional outbox", () => {
    it("stores the events of transaction and transfer writes with the change, from the rows as written", async () => {
      const { user, ledger, wallet } = await givenLedger();
      const savings = aWallet(user.id, { name: "Savings" });
      await repos().wallets.create(savings);
      const tx = aTransaction(ledger);
      await repos().transactions.create(tx, emitTransaction(events, "transaction.created"));
      const batch = [aTransaction(ledger, { description: "Bread" }), aTransaction(ledger, { description: "Milk" })];
      const eachCreated = emitTransaction(events, "transaction.created");
      await repos().transactions.createMany(batch, undefined, [], (rows) =>
        rows.flatMap((row) => eachCreated?.(row) ?? []),
      );
      // With the version: the store's in-place path where it has one.
      const updated = await repos().transactions.update({
        id: tx.id,
        changes: { description: "Dinner", updatedAt: T0 },
        expectedVersion: 1,
        emit: emitTransaction(events, "transaction.updated"),
      });
      // Without: the planned path, a tag-less rewrite of the wallet.
      await repos().transactions.update({
        id: batch[0]!.id,
        changes: { amountMinor: -500, updatedAt: T0 },
        emit: emitTransaction(events, "transaction.updated"),
      });
      await repos().transactions.delete(batch[1]!.id, emitTransaction(events, "transaction.deleted"));
      const transfer = aTransfer(user.id, wallet, savings);
      await repos().transfers.create(transfer, emitTransfer(events, "transfer.created"));
      await repos().transfers.delete(transfer.id, emitTransfer(events, "transfer.deleted"));

      const published = await publishedEventsOf(repos(), user.id);
      expect(typesOf(published)).toEqual([
        "transaction.created",
        "transaction.created",
        "transaction.created",
        "transaction.updated",
        "transaction.updated",
        "transaction.deleted",
        "transfer.created",
        "transfer.deleted",
      ]);
      expect(published[0]).toEqual({
        id: expect.any(String),
        type: "transaction.created",
        userId: user.id,
        audience: [user.id],
        occurredAt: T0,
        data: { transaction: transactionPayload(tx) },
      });
      expect(updated.ok && published[3]?.data.transaction).toEqual(updated.ok && transactionPayload(updated.value));
      expect(published[3]?.data.transaction).toMatchObject({ description: "Dinner", version: 2 });
      expect(published[4]?.data.transaction).toMatchObject({ id: batch[0]!.id, amount: -5, version: 2 });
      expect(published[5]?.data.transaction).toMatchObject({ id: batch[1]!.id, description: "Milk" });
      expect(published[7]?.data.transfer).toMatchObject({ id: transfer.id, amount: 10 });
      expect(await publishedEventsOf(repos(), user.id)).toEqual([]);
    });

    it("writes no event for a refused write: a moved version, a row already gone", async () => {
      const { user, ledger } = await givenLedger();
      const tx = aTransaction(ledger);
      await repos().transactions.create(tx);
      const moved = await repos().transactions.update({
        id: tx.id,
        changes: { description: "x", updatedAt: T0 },
        expectedVersion: 7,
        emit: emitTransaction(events, "transaction.updated"),
      });
      expect(moved.ok).toBe(false);
      await repos().transactions.delete(tx.id);
      expect(await repos().transactions.delete(tx.id, emitTransaction(events, "transaction.deleted"))).toBeNull();
      expect(await publishedEventsOf(repos(), user.id)).toEqual([]);
    });

    it("stores a receipt's batch event with the batch", async () => {
      const { user, ledger } = await givenLedger();
      const batch = [aTransaction(ledger), aTransaction(ledger, { amountMinor: -99 })];
      await repos().transactions.createMany(
        batch,
        { userId: user.id, walletId: ledger.walletId, contentHash: `hash-${newId()}` },
        [],
        (rows) => [
          events.event({
            type: "receipt.processed",
            userId: user.id,
            data: { transactions: rows.map(transactionPayload) },
          }),
        ],
      );
      const [event, ...rest] = await publishedEventsOf(repos(), user.id);
      expect(rest).toEqual([]);
      expect(event?.data).toEqual({ transactions: batch.map(transactionPayload) });
    });

    it("stores the membership events with the membership, for the budget's audience", async () => {
      const { user, wallet, category } = await givenLedger();
      const budget = aBudget({ userId: user.id, walletId: wallet.id, categoryIds: [category.id] });
      await repos().budgets.create(budget);
      const [ann, ben] = [aUser(), aUser()];
      await repos().users.create(ann);
      await repos().users.create(ben);
      const annMember = aMember(budget.id, ann);
      const invited = emitBudgetMember(events, "budget.invitation.created", user.id, [user.id]);
      await repos().budgets.addMember(annMember, invited);
      const benMember = aMember(budget.id, ben);
      await repos().budgets.addMember(benMember, invited);
      await repos().budgets.answerInvitation(
        benMember.id,
        "rejected",
        T0,
        emitBudgetMember(events, "budget.invitation.answered", ben.id, [user.id]),
      );
      await repos().budgets.reinviteMember({ ...benMember, status: "pending", respondedAt: null }, invited);
      await repos().budgets.removeMember(
        annMember.id,
        emitBudgetMember(events, "budget.member.removed", user.id, [user.id]),
      );
      // A membership already gone writes nothing.
      await repos().budgets.removeMember(
        annMember.id,
        emitBudgetMember(events, "budget.member.removed", user.id, [user.id]),
      );

      const byOwner = await publishedEventsOf(repos(), user.id);
      expect(typesOf(byOwner)).toEqual([
        "budget.invitation.created",
        "budget.invitation.created",
        "budget.invitation.created",
        "budget.member.removed",
      ]);
      expect(byOwner[0]?.audience).toEqual([user.id, ann.id]);
      expect(byOwner[3]?.data.member).toMatchObject({ id: annMember.id, userId: ann.id });
      const byBen = await publishedEventsOf(repos(), ben.id);
      expect(typesOf(byBen)).toEqual(["budget.invitation.answered"]);
      expect(byBen[0]?.data.member).toMatchObject({ id: benMember.id, status: "rejected" });
    });

    it("stores import.committed with the commit, and recurrence.recorded with the occurrence", async () => {
      const { user, ledger } = await givenLedger({ initialBalanceMinor: 10_000, balanceMinor: 10_000 });
      const created = anImport(ledger);
      await repos().imports.create(created);
      await repos().imports.addRows([aRow(created.id, ledger, 1), aRow(created.id, ledger, 2, { status: "refused" })]);
      await repos().imports.finishReading(created.id, { rows: 2, ready: 1, duplicate: 0, refused: 1 });
      expect(
        await repos().imports.commit({
          importId: created.id,
          committedAt: T0,
          emit: emitImportCommitted(events, user.id),
        }),
      ).toBe(1);
      const recurrence = aRecurrence(ledger);
      await repos().recurrences.create(recurrence);
      const occurrence = anExpense(ledger, 1250, { id: newId<TransactionId>(), recurrenceId: recurrence.id });
      expect(
        await repos().recurrences.recordOccurrence({
          recurrenceId: recurrence.id,
          occurrenceAt: T0,
          expectedNextAt: T0,
          nextAt: null,
          transaction: occurrence,
          emit: emitRecurrenceRecorded(events),
        }),
      ).toBe(true);

      const published = await publishedEventsOf(repos(), user.id);
      expect(typesOf(published)).toEqual(["import.committed", "recurrence.recorded"]);
      expect(published[0]?.data).toMatchObject({ import: { id: created.id, status: "committed", created: 1 } });
      expect(published[1]?.data).toEqual({
        transaction: transactionPayload(occurrence),
        recurrenceId: recurrence.id,
      });
    });

    it("a failure while the events are made, or when the store refuses them, leaves neither change nor event", async () => {
      const { user, ledger, wallet } = await givenLedger({ initialBalanceMinor: 10_000, balanceMinor: 10_000 });
      const kept = aTransaction(ledger);
      await repos().transactions.create(kept, emitTransaction(events, "transaction.created"));
      const [earlier] = await repos()
        .outbox.claim(1_000, new Date(), new Date())
        .then((all) => all.filter((event) => event.userId === user.id));
      if (!earlier) throw new Error("the create stored no event");
      const balance = await balanceOf(wallet.id);

      for (const emit of [failing, clashingWith(earlier)]) {
        const fresh = aTransaction(ledger);
        await expect(repos().transactions.create(fresh, emit)).rejects.toBeDefined();
        expect(await repos().transactions.findById(fresh.id)).toBeNull();
        const pair = [aTransaction(ledger), aTransaction(ledger)];
        await expect(repos().transactions.createMany(pair, undefined, [], emit)).rejects.toBeDefined();
        expect(await repos().transactions.findById(pair[0]!.id)).toBeNull();
        for (const expectedVersion of [1, undefined]) {
          await expect(
            repos().transactions.update({
              id: kept.id,
              changes: { description: "changed", amountMinor: -1, updatedAt: T0 },
              ...(expectedVersion === undefined ? {} : { expectedVersion }),
              emit,
            }),
          ).rejects.toBeDefined();
        }
        await expect(repos().transactions.delete(kept.id, emit)).rejects.toBeDefined();
        const savings = aWallet(user.id);
        await repos().wallets.create(savings);
        const transfer = aTransfer(user.id, wallet, savings);
        await expect(repos().transfers.create(transfer, emit)).rejects.toBeDefined();
        expect(await repos().transfers.findById(transfer.id)).toBeNull();
        expect(await balanceOf(savings.id)).toBe(savings.balanceMinor);
      }
      expect(await repos().transactions.findById(kept.id)).toEqual(kept);
      expect(await balanceOf(wallet.id)).toBe(balance);

      const budget = aBudget({ userId: user.id, walletId: wallet.id, categoryIds: [ledger.categoryId] });
      await repos().budgets.create(budget);
      const ann = aUser();
      await repos().users.create(ann);
      const member = aMember(budget.id, ann);
      await expect(repos().budgets.addMember(member, clashingWith(earlier))).rejects.toBeDefined();
      expect(await repos().budgets.findMember(member.id)).toBeNull();
      await repos().budgets.addMember(member);
      await expect(repos().budgets.answerInvitation(member.id, "accepted", T0, failing)).rejects.toBeDefined();
      await expect(repos().budgets.removeMember(member.id, clashingWith(earlier))).rejects.toBeDefined();
      expect((await repos().budgets.findMember(member.id))?.status).toBe("pending");

      const created = anImport(ledger);
      await repos().imports.create(created);
      await repos().imports.addRows([aRow(created.id, ledger, 1)]);
      await repos().imports.finishReading(created.id, { rows: 1, ready: 1, duplicate: 0, refused: 0 });
      await expect(
        repos().imports.commit({ importId: created.id, committedAt: T0, emit: clashingWith(earlier) }),
      ).rejects.toBeDefined();
      expect((await repos().imports.findById(created.id))?.status).toBe("preview");
      const recurrence = aRecurrence(ledger);
      await repos().recurrences.create(recurrence);
      const occurrence = anExpense(ledger, 1, { id: newId<TransactionId>(), recurrenceId: recurrence.id });
      await expect(
        repos().recurrences.recordOccurrence({
          recurrenceId: recurrence.id,
          occurrenceAt: T0,
          expectedNextAt: T0,
          nextAt: null,
          transaction: occurrence,
          emit: clashingWith(earlier),
        }),
      ).rejects.toBeDefined();
      expect(await repos().transactions.findById(occurrence.id)).toBeNull();
      expect((await repos().recurrences.findById(recurrence.id))?.nextAt).toEqual(T0);
      expect(await balanceOf(wallet.id)).toBe(balance);

      // The only event is the first create's.
      const published = await publishedEventsOf(repos(), user.id);
      expect(published.map((event) => event.id)).toEqual([earlier.id]);
    });

    it("keeps each user's events in the order written, whoever else writes meanwhile", async () => {
      const [first, second] = [await givenLedger(), await givenLedger()];
      const written: Record<string, TransactionId[]> = { [first.user.id]: [], [second.user.id]: [] };
      for (let i = 0; i < 12; i++) {
        const { ledger } = i % 3 === 0 ? second : first;
        const tx = aTransaction(ledger, { description: `#${i}` });
        await repos().transactions.create(tx, emitTransaction(events, "transaction.created"));
        written[ledger.userId]?.push(tx.id);
      }
      // Concurrent writers into one wallet: each event is still stored with its own row.
      const burst = Array.from({ length: 8 }, (_, i) => aTransaction(first.ledger, { description: `burst ${i}` }));
      await Promise.all(
        burst.map((tx) => repos().transactions.create(tx, emitTransaction(events, "transaction.created"))),
      );
      const firstEvents = await publishedEventsOf(repos(), first.user.id);
      const ids = firstEvents.map((event) => (event.data.transaction as { id: string }).id);
      expect(ids.slice(0, 8)).toEqual(written[first.user.id]);
      expect(new Set(ids.slice(8))).toEqual(new Set(burst.map((tx) => tx.id)));
      expect(firstEvents.map((event) => event.id)).toEqual(firstEvents.map((event) => event.id).sort());
      const secondEvents = await publishedEventsOf(repos(), second.user.id);
      expect(secondEvents.map((event) => (event.data.transaction as { id: string }).id)).toEqual(
        written[second.user.id],
      );
    });
  });
};
