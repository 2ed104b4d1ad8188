import {
  BudgetAllocator,
  type DomainEvent,
  EventFactory,
  emitTransaction,
  type IdGenerator,
  type Repositories,
  type Transaction,
  type UserId,
} from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aBudget, aCategory, aMember, anExpense, aUser, newId, T0 } from "../mothers";
import type { ContractContext } from "./harness";

const events = new EventFactory({ next: () => newId() } as IdGenerator, { now: () => T0 });

/** The user's unpublished events, oldest first, published as a relay would. */
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

/**
 * `budget.threshold_crossed`: a create carrying the watch of the budgets it touches (as the use
 * case builds it) stores the crossing's event in its own atomic step, summed by the store after
 * the row is in; a write that crosses nothing stores none, a refused write neither.
 */
export const describeBudgetThresholdContract = ({ repos, givenLedger }: ContractContext): void => {
  describe("budget threshold events", () => {
    const allocator = () => new BudgetAllocator(repos().budgets, repos().transactions, { now: () => T0 });
    const createWatched = async (tx: Transaction) => {
      const touched = await allocator().budgetsTouchedBy([tx]);
      const watched = await allocator().watch(touched, { before: [], after: [tx] }, tx.userId, events);
      await repos().transactions.create(tx, emitTransaction(events, "transaction.created"), watched?.watch);
      return watched;
    };

    it("emits the crossing of 80% and of 100%, once each, for the owner and accepted members", async () => {
      const { user, ledger, wallet, category } = await givenLedger();
      // Limit 500.00 in March 2026 (T0's month).
      const budget = aBudget({ userId: user.id, walletId: wallet.id, categoryIds: [category.id] });
      await repos().budgets.create(budget);
      const [ann, ben] = [aUser(), aUser()];
      await repos().users.create(ann);
      await repos().users.create(ben);
      await repos().budgets.addMember(aMember(budget.id, ann, { status: "accepted", respondedAt: T0 }));
      await repos().budgets.addMember(aMember(budget.id, ben));

      const below = await createWatched(anExpense(ledger, 30_000));
      expect(below?.progress()).toEqual([expect.not.objectContaining({ crossed: expect.anything() })]);
      expect((await publishedEventsOf(repos(), user.id)).map((e) => e.type)).toEqual(["transaction.created"]);

      const past80 = await createWatched(anExpense(ledger, 11_000));
      expect(past80?.progress()).toMatchObject([{ spentMinor: 41_000, crossed: "80%" }]);
      const still = await createWatched(anExpense(ledger, 1_000));
      expect(still?.progress()?.[0]?.crossed).toBeUndefined();
      const past100 = await createWatched(anExpense(ledger, 9_000));
      expect(past100?.progress()).toMatchObject([{ spentMinor: 51_000, crossed: "100%", exceeded: true }]);

      const published = await publishedEventsOf(repos(), user.id);
      expect(published.map((e) => e.type)).toEqual([
        "transaction.created",
        "budget.threshold_crossed",
        "transaction.created",
        "transaction.created",
        "budget.threshold_crossed",
      ]);
      expect(published[1]).toEqual({
        id: expect.any(String),
        type: "budget.threshold_crossed",
        userId: user.id,
        audience: [user.id, ann.id],
        occurredAt: T0,
        data: {
          budget: {
            budgetId: budget.id,
            currency: "USD",
            spent: 410,
            limit: 500,
            remaining: 90,
            exceeded: false,
            percentUsed: 82,
            periodStart: "2026-03-01",
            periodEnd: "2026-03-31",
            crossed: "80%",
          },
          threshold: "80%",
        },
      });
      expect(published[4]?.data).toMatchObject({
        budget: { budgetId: budget.id, spent: 510, remaining: -10, exceeded: true, crossed: "100%" },
        threshold: "100%",
      });
    });

    it("an update that raises an expense past 80% emits the crossing; one refused by its version, none", async () => {
      const { user, ledger, wallet, category } = await givenLedger();
      const budget = aBudget({ userId: user.id, walletId: wallet.id, categoryIds: [category.id] });
      await repos().budgets.create(budget);
      const tx = anExpense(ledger, 10_000);
      await createWatched(tx);
      const raised = { ...tx, amountMinor: -45_000, updatedAt: T0 };
      const updateWatched = async (expectedVersion: number) => {
        const change = { before: [tx], after: [raised] };
        const watched = await allocator().watch(
          await allocator().budgetsTouchedBy([tx, raised]),
          change,
          user.id,
          events,
        );
        const result = await repos().transactions.update({
          id: tx.id,
          changes: { amountMinor: raised.amountMinor, updatedAt: T0 },
          expectedVersion,
          emit: emitTransaction(events, "transaction.updated"),
          ...(watched ? { watch: watched.watch } : {}),
        });
        return { result, progress: watched?.progress() };
      };
      const refused = await updateWatched(7);
      expect(refused.result.ok).toBe(false);
      expect(refused.progress).toBeUndefined();
      const landed = await updateWatched(1);
      expect(landed.result.ok).toBe(true);
      expect(landed.progress).toMatchObject([{ spentMinor: 45_000, crossed: "80%" }]);
      const published = await publishedEventsOf(repos(), user.id);
      expect(published.map((e) => e.type)).toEqual([
        "transaction.created",
        "transaction.updated",
        "budget.threshold_crossed",
      ]);
      expect(published[2]?.data).toMatchObject({ budget: { budgetId: budget.id, spent: 450 }, threshold: "80%" });
    });

    it("a receipt's batch that takes a budget from nothing past 100% emits one crossing, of 100%", async () => {
      const { user, ledger, wallet, category } = await givenLedger();
      const budget = aBudget({ userId: user.id, walletId: wallet.id, categoryIds: [category.id] });
      await repos().budgets.create(budget);
      const batch = [anExpense(ledger, 30_000), anExpense(ledger, 25_000)];
      const change = { before: [], after: batch };
      const watched = await allocator().watch(await allocator().budgetsTouchedBy(batch), change, user.id, events);
      const receipt = { userId: user.id, walletId: wallet.id, contentHash: `hash-${newId()}` };
      await repos().transactions.createMany(batch, receipt, [], undefined, watched?.watch);
      expect(watched?.progress()).toMatchObject([{ spentMinor: 55_000, crossed: "100%" }]);
      const published = await publishedEventsOf(repos(), user.id);
      expect(published.map((e) => e.type)).toEqual(["budget.threshold_crossed"]);
      expect(published[0]?.data).toMatchObject({ budget: { spent: 550, crossed: "100%" }, threshold: "100%" });
    });

    it("a write no budget watches carries no watch; a refused or failing write stores no event", async () => {
      const { user, ledger, wallet, category } = await givenLedger();
      const unwatched = aCategory(user.id);
      await repos().categories.create(unwatched);
      expect(await createWatched(anExpense(ledger, 90_000, { categoryId: unwatched.id }))).toBeUndefined();
      await publishedEventsOf(repos(), user.id);

      const budget = aBudget({ userId: user.id, walletId: wallet.id, categoryIds: [category.id] });
      await repos().budgets.create(budget);
      const kept = anExpense(ledger, 100);
      await createWatched(kept);
      await publishedEventsOf(repos(), user.id);
      // The same id again: refused by the store, with a watch that would report 100%.
      await expect(createWatched({ ...kept, amountMinor: -60_000 })).rejects.toBeDefined();
      // A watch that fails once the row is in rolls the row back.
      const fresh = anExpense(ledger, 60_000);
      const touched = await allocator().budgetsTouchedBy([fresh]);
      const watched = await allocator().watch(touched, { before: [], after: [fresh] }, user.id, events);
      const failing = {
        queries: watched?.watch.queries ?? [],
        emit: () => {
          throw new Error("event serialisation failed");
        },
      };
      await expect(repos().transactions.create(fresh, undefined, failing)).rejects.toThrow("event serialisation");
      expect(await repos().transactions.findById(fresh.id)).toBeNull();
      expect(await publishedEventsOf(repos(), user.id)).toEqual([]);
      const [progress] = await allocator().progressOf([budget]);
      expect(progress?.spentMinor).toBe(100);
    });
  });
};
