import {
  BudgetAllocator,
  type CalendarDate,
  type CategoryId,
  CommitImport,
  committedTransaction,
  type DomainEvent,
  EventFactory,
  emitImportCommitted,
  emitRecurrenceRecorded,
  type IdGenerator,
  type Import,
  type ImportRow,
  type OccurrenceRecord,
  type Repositories,
  type Transaction,
  type TransactionId,
  type UserId,
} from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aBudget, anExpense, aRecurrence, type Ledger, newId, T0 } from "../mothers";
import type { ContractContext } from "./harness";
import { anImport, aRow } from "./imports";

const events = new EventFactory({ next: () => newId() } as IdGenerator, { now: () => T0 });
const clock = { now: () => T0 };

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

const typesOf = (list: readonly DomainEvent[]) => list.map((event) => event.type);

/**
 * `budget.threshold_crossed` from the two writes the use cases do not hand a ready-made change:
 * an import's commit (its rows are settled inside the commit, which judges duplicates again, so
 * the store sums each window before and after them) and a recorded recurrence occurrence. The
 * crossing is judged on the budget's current window only, and written in the write's own step.
 */
export const describeImportAndRecurrenceThresholdContract = ({
  repos,
  givenLedger,
  listAll,
}: ContractContext): void => {
  const allocator = () => new BudgetAllocator(repos().budgets, repos().transactions, clock);

  /** A user with a 500.00 budget on the ledger's wallet and category for March 2026 (T0's month). */
  const givenBudget = async () => {
    const given = await givenLedger({ initialBalanceMinor: 1_000_000, balanceMinor: 1_000_000 });
    const budget = aBudget({ userId: given.user.id, walletId: given.wallet.id, categoryIds: [given.category.id] });
    await repos().budgets.create(budget);
    return { ...given, budget };
  };
  /** Spending already in the budget's window, typed by hand (no watch, no event). */
  const spend = (ledger: Ledger, amountMinor: number, overrides: Partial<Transaction> = {}) =>
    repos().transactions.create(
      anExpense(ledger, amountMinor, { date: new Date("2026-03-10T12:00:00Z"), ...overrides }),
    );
  /** A preview of these rows into the ledger's wallet, stored as PreviewImport leaves it. */
  const previewOf = async (ledger: Ledger, rowsOf: (id: Import["id"]) => ImportRow[]) => {
    const created = anImport(ledger);
    await repos().imports.create(created);
    const rows = rowsOf(created.id);
    await repos().imports.addRows(rows);
    const ready = rows.filter((row) => row.status === "ready").length;
    await repos().imports.finishReading(created.id, {
      rows: rows.length,
      ready,
      duplicate: rows.length - ready,
      refused: 0,
    });
    return created;
  };
  const commitImport = () => new CommitImport(repos().imports, repos().wallets, allocator(), clock, events);
  /** The watch CommitImport hands the store: the ready rows' budgets, summed before and after. */
  const watchOfPreview = async (found: Import, actor: UserId) => {
    const rows = await repos().imports.listRows({ importId: found.id, status: "ready", limit: 1_000 });
    const batch = rows.flatMap((row) => (row.transaction ? [committedTransaction(found, row.transaction, T0)] : []));
    async function* once() {
      yield batch;
    }
    return allocator().watchSummed(await allocator().budgetsTouchedByBatches(once()), actor, events);
  };
  /** The record RecordDueOccurrences hands the store, with the watch it builds for the occurrence. */
  const occurrenceOf = async (ledger: Ledger, amountMinor: number): Promise<OccurrenceRecord> => {
    const recurrence = aRecurrence(ledger, { amountMinor, rrule: "FREQ=DAILY;COUNT=1" });
    await repos().recurrences.create(recurrence);
    const transaction = anExpense(ledger, amountMinor, { id: newId<TransactionId>(), recurrenceId: recurrence.id });
    return {
      recurrenceId: recurrence.id,
      occurrenceAt: T0,
      expectedNextAt: T0,
      nextAt: null,
      transaction,
      emit: emitRecurrenceRecorded(events),
    };
  };
  const watchOfOccurrence = async (record: OccurrenceRecord) => {
    const touched = allocator().touchedAmong(await allocator().budgetsTouchedBy([record.transaction]), [
      record.transaction,
    ]);
    const change = { before: [], after: [record.transaction] };
    return allocator().watch(touched, change, record.transaction.userId, events);
  };

  describe("budget threshold events of import commits and recurrence occurrences", () => {
    it("an import commit crossing 80% writes one event with its rows; its old rows count in no window of now", async () => {
      const { user, ledger, budget } = await givenBudget();
      await spend(ledger, 30_000);
      const created = await previewOf(ledger, (id) => [
        aRow(id, ledger, 1, { amountMinor: -6_000, description: "Groceries" }),
        aRow(id, ledger, 2, { amountMinor: -6_000, description: "Fuel" }),
        // February: counted by February's window, not by the current one (it alone is past 100%).
        aRow(id, ledger, 3, { amountMinor: -60_000, description: "Old rent", date: "2026-02-10" as CalendarDate }),
        aRow(id, ledger, 4, { amountMinor: 9_000, description: "Salary" }),
      ]);
      await publishedEventsOf(repos(), user.id);

      const committed = await commitImport().execute(user.id, created.id);

      expect(committed.created).toBe(4);
      expect(committed.budgets).toMatchObject([{ budgetId: budget.id, spentMinor: 42_000, crossed: "80%" }]);
      const published = await publishedEventsOf(repos(), user.id);
      expect(typesOf(published)).toEqual(["import.committed", "budget.threshold_crossed"]);
      expect(published[1]).toMatchObject({
        userId: user.id,
        audience: [user.id],
        data: { budget: { budgetId: budget.id, spent: 420, limit: 500, crossed: "80%" }, threshold: "80%" },
      });
      expect((await listAll({ userId: user.id })).length).toBe(5);
    });

    it("a commit whose crossing rows turned duplicates meanwhile writes no event; its answer marks no crossing", async () => {
      const { user, ledger, budget } = await givenBudget();
      const created = await previewOf(ledger, (id) => [
        aRow(id, ledger, 1, { amountMinor: -45_000, description: "Groceries" }),
        aRow(id, ledger, 2, { amountMinor: -1_000, description: "Bakery" }),
      ]);
      // Typed by hand after the preview: the commit finds the import's first row a duplicate of it.
      const later = new Date(T0.getTime() + 60 * 60 * 1000);
      await spend(ledger, 45_000, {
        description: "Groceries",
        date: new Date("2026-03-14T18:30:00Z"),
        createdAt: later,
        updatedAt: later,
      });
      await publishedEventsOf(repos(), user.id);

      const committed = await commitImport().execute(user.id, created.id);

      // Judged on the window before (450.00, 90%) and after (460.00): no threshold passed by this commit.
      expect(committed.created).toBe(1);
      expect(committed.import.counts).toMatchObject({ ready: 1, duplicate: 1 });
      expect(committed.budgets).toEqual([expect.objectContaining({ budgetId: budget.id, spentMinor: 46_000 })]);
      expect(committed.budgets[0]?.crossed).toBeUndefined();
      expect(typesOf(await publishedEventsOf(repos(), user.id))).toEqual(["import.committed"]);
    });

    it("a commit whose every budget row is a duplicate answers no budget and writes no threshold event", async () => {
      const { user, ledger } = await givenBudget();
      const created = await previewOf(ledger, (id) => [
        aRow(id, ledger, 1, { amountMinor: -45_000, description: "Groceries" }),
        aRow(id, ledger, 2, { amountMinor: 2_000, description: "Refund" }),
      ]);
      const later = new Date(T0.getTime() + 60 * 60 * 1000);
      await spend(ledger, 45_000, {
        description: "Groceries",
        date: new Date("2026-03-14T08:00:00Z"),
        createdAt: later,
        updatedAt: later,
      });
      await publishedEventsOf(repos(), user.id);

      const committed = await commitImport().execute(user.id, created.id);

      expect(committed.created).toBe(1);
      expect(committed.budgets).toEqual([]);
      expect(typesOf(await publishedEventsOf(repos(), user.id))).toEqual(["import.committed"]);
    });

    it("a refused or failing commit writes no event, and an event that cannot be written takes the rows back", async () => {
      const { user, ledger, wallet } = await givenBudget();
      const rowsCrossing100 = (id: Import["id"]) => [
        aRow(id, ledger, 1, { amountMinor: -30_000 }),
        aRow(id, ledger, 2, { amountMinor: -25_000 }),
      ];
      // Failing: a row's category is gone by the commit (the store refuses the row, all roll back).
      const failing = await previewOf(ledger, (id) => [
        ...rowsCrossing100(id),
        aRow(id, ledger, 3, { amountMinor: -100, categoryId: newId<CategoryId>() }),
      ]);
      const failingWatch = await watchOfPreview(failing, user.id);
      expect(failingWatch?.watch.queries).toHaveLength(1);
      await expect(
        repos().imports.commit({
          importId: failing.id,
          committedAt: T0,
          emit: emitImportCommitted(events, user.id),
          ...(failingWatch && { watch: failingWatch.watch }),
        }),
      ).rejects.toBeDefined();
      expect(failingWatch?.progress()).toBeUndefined();

      // Refused: committed already (by a commit that carried no watch).
      const refused = await previewOf(ledger, rowsCrossing100);
      const refusedWatch = await watchOfPreview(refused, user.id);
      expect(await repos().imports.commit({ importId: refused.id, committedAt: T0 })).toBe(2);
      await publishedEventsOf(repos(), user.id);
      expect(
        await repos().imports.commit({
          importId: refused.id,
          committedAt: T0,
          emit: emitImportCommitted(events, user.id),
          ...(refusedWatch && { watch: refusedWatch.watch }),
        }),
      ).toBeNull();
      expect(refusedWatch?.progress()).toBeUndefined();
      expect(await publishedEventsOf(repos(), user.id)).toEqual([]);

      // A threshold event that fails to be made once the rows are in: the commit writes nothing.
      const another = await givenBudget();
      const broken = await previewOf(another.ledger, (id) => [aRow(id, another.ledger, 1, { amountMinor: -45_000 })]);
      const watched = await watchOfPreview(broken, another.user.id);
      const throwing = {
        ...(watched?.watch ?? { queries: [] }),
        emit: () => {
          throw new Error("event serialisation failed");
        },
      };
      await expect(repos().imports.commit({ importId: broken.id, committedAt: T0, watch: throwing })).rejects.toThrow(
        "event serialisation",
      );
      expect((await repos().imports.findById(broken.id))?.status).toBe("preview");
      expect(await listAll({ userId: another.user.id })).toEqual([]);
      expect(await publishedEventsOf(repos(), another.user.id)).toEqual([]);
      expect((await repos().wallets.findById(wallet.id))?.balanceMinor).toBe(1_000_000 - 55_000);
    });

    it("a recurrence occurrence crossing 100% writes one event with it; the same occurrence again writes none", async () => {
      const { user, ledger, budget } = await givenBudget();
      await spend(ledger, 45_000);
      await publishedEventsOf(repos(), user.id);
      const record = await occurrenceOf(ledger, 10_000);
      const watched = await watchOfOccurrence(record);

      expect(await repos().recurrences.recordOccurrence({ ...record, ...(watched && { watch: watched.watch }) })).toBe(
        true,
      );

      expect(watched?.progress()).toMatchObject([{ budgetId: budget.id, spentMinor: 55_000, crossed: "100%" }]);
      const published = await publishedEventsOf(repos(), user.id);
      expect(typesOf(published)).toEqual(["recurrence.recorded", "budget.threshold_crossed"]);
      expect(published[1]?.data).toMatchObject({
        budget: { budgetId: budget.id, spent: 550, exceeded: true, crossed: "100%" },
        threshold: "100%",
      });

      // A second run of the same occurrence (another process, a restart): refused, nothing written.
      const again = await watchOfOccurrence(record);
      expect(
        await repos().recurrences.recordOccurrence({
          ...record,
          transaction: { ...record.transaction, id: newId<TransactionId>() },
          ...(again && { watch: again.watch }),
        }),
      ).toBe(false);
      expect(again?.progress()).toBeUndefined();
      expect(await publishedEventsOf(repos(), user.id)).toEqual([]);
    });

    it("an occurrence from an earlier window (a catch-up) is watched by no budget of now", async () => {
      const { user, ledger } = await givenBudget();
      const record = await occurrenceOf(ledger, 60_000);
      const old = { ...record, transaction: { ...record.transaction, date: new Date("2026-02-14T09:00:00Z") } };
      expect(await watchOfOccurrence(old)).toBeUndefined();
      expect(await repos().recurrences.recordOccurrence(old)).toBe(true);
      expect(typesOf(await publishedEventsOf(repos(), user.id))).toEqual(["recurrence.recorded"]);
    });
  });
};
