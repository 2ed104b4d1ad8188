import { describe, expect, it } from "vitest";
import {
  BudgetAllocator,
  CreateRecurrence,
  DeleteRecurrence,
  DomainError,
  EventFactory,
  ListOccurrences,
  RecordDueOccurrences,
  type RecurrenceRules,
  type RecurrenceSchedule,
  UpdateRecurrence,
  type UserId,
} from "../../../src";
import { makeWorld } from "../../mothers";

const DAY = 86_400_000;

/** A fake of the rule port: `FREQ=DAILY;INTERVAL=n[;COUNT=c]` only; `NEVER` never occurs. */
const fakeRules: RecurrenceRules = {
  normalise(schedule: RecurrenceSchedule) {
    if (!/^FREQ=DAILY(;INTERVAL=\d+)?(;COUNT=[1-9]\d*)?$/.test(schedule.rrule)) {
      throw new DomainError("INVALID_RECURRENCE_RULE", "bad rule");
    }
    return schedule.rrule;
  },
  between(schedule, from, to, limit) {
    const step = Number(/INTERVAL=(\d+)/.exec(schedule.rrule)?.[1] ?? 1) * DAY;
    const count = Number(/COUNT=(\d+)/.exec(schedule.rrule)?.[1] ?? Number.POSITIVE_INFINITY);
    const found: Date[] = [];
    for (
      let i = 0, at = schedule.start.getTime();
      i < count && at < to.getTime() && found.length < limit;
      i++, at += step
    ) {
      if (at >= from.getTime()) found.push(new Date(at));
    }
    return found;
  },
  firstFrom(schedule, from) {
    return this.between(schedule, from, new Date(8.64e15), 1)[0] ?? null;
  },
};

const setUp = async () => {
  const world = makeWorld();
  const { userId, refs } = await world.anAccount({ balance: 1000 });
  const { repos, ids, clock } = world;
  const create = new CreateRecurrence(
    repos.recurrences,
    repos.wallets,
    repos.categories,
    repos.tags,
    fakeRules,
    ids,
    clock,
  );
  const update = new UpdateRecurrence(repos.recurrences, repos.wallets, repos.categories, repos.tags, fakeRules, clock);
  const recorder = (events?: EventFactory) =>
    new RecordDueOccurrences(
      repos.recurrences,
      repos.wallets,
      repos.categories,
      new BudgetAllocator(repos.budgets, repos.transactions, clock),
      fakeRules,
      ids,
      clock,
      events,
    );
  const record = () => recorder().execute();
  const rent = (overrides: Record<string, unknown> = {}) =>
    create.execute(userId, {
      walletId: refs.walletId,
      categoryId: refs.categoryId,
      amount: 10,
      type: "expense",
      description: "Rent",
      rrule: "FREQ=DAILY",
      start: "2026-03-10T09:00:00Z",
      ...overrides,
    });
  const recorded = async (user: UserId = userId) =>
    (await repos.transactions.list({ userId: user, limit: 100 })).items.filter((tx) => tx.recurrenceId !== undefined);
  return { world, userId, refs, create, update, recorder, record, rent, recorded };
};

const codeOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
  return "no error";
};

describe("recurrences", () => {
  it("is created with its first occurrence as nextAt, in the wallet's currency", async () => {
    const { rent } = await setUp();
    const recurrence = await rent();
    expect(recurrence).toMatchObject({ amountMinor: 1000, currency: "USD", active: true, timezone: "UTC" });
    expect(recurrence.nextAt?.toISOString()).toBe("2026-03-10T09:00:00.000Z");
  });

  it("refuses a bad rule, an archived wallet or category, and a deleted category", async () => {
    const { world, userId, refs, rent } = await setUp();
    expect(await codeOf(() => rent({ rrule: "FREQ=DAILY;COUNT=0" }))).toBe("INVALID_RECURRENCE_RULE");
    expect(await codeOf(() => rent({ start: "yesterday" }))).toBe("VALIDATION_ERROR");
    const archived = await world.aCategory(userId);
    await world.repos.categories.update(archived.id, { archived: true });
    expect(await codeOf(() => rent({ categoryId: archived.id }))).toBe("CATEGORY_ARCHIVED");
    const gone = await world.aCategory(userId);
    await world.repos.categories.delete({ id: gone.id, at: world.clock.now() });
    expect(await codeOf(() => rent({ categoryId: gone.id }))).toBe("INVALID_CATEGORY_EXIST_PARAMS");
    await world.repos.wallets.update(refs.walletId, { archived: true });
    expect(await codeOf(() => rent())).toBe("WALLET_ARCHIVED");
  });

  it("records every due occurrence once, catching up from the start, and moves the balance", async () => {
    const { world, refs, record, rent, recorded } = await setUp();
    const recurrence = await rent();
    // Now is 2026-03-15T12:00Z: 10th to 15th at 09:00 are due.
    expect((await record()).recorded).toBe(6);
    expect((await record()).recorded).toBe(0);
    const rows = await recorded();
    expect(rows.map((tx) => tx.date.toISOString()).sort()).toEqual(
      [10, 11, 12, 13, 14, 15].map((d) => `2026-03-${d}T09:00:00.000Z`),
    );
    expect(rows.every((tx) => tx.recurrenceId === recurrence.id && tx.amountMinor === -1000)).toBe(true);
    expect(await world.balanceOf(refs.walletId)).toBe(100_000 - 6000);
    expect((await world.repos.recurrences.findById(recurrence.id))?.nextAt?.toISOString()).toBe(
      "2026-03-16T09:00:00.000Z",
    );
  });

  it("two schedulers running at once record each occurrence once", async () => {
    const { record, rent, recorded } = await setUp();
    await rent();
    await rent({ rrule: "FREQ=DAILY;INTERVAL=2" });
    const runs = await Promise.all([record(), record(), record()]);
    expect(runs.reduce((sum, run) => sum + run.recorded, 0)).toBe(6 + 3);
    expect(await recorded()).toHaveLength(9);
  });

  it("stops at the rule's last occurrence", async () => {
    const { world, record, rent } = await setUp();
    const recurrence = await rent({ rrule: "FREQ=DAILY;COUNT=2" });
    expect((await record()).recorded).toBe(2);
    expect((await world.repos.recurrences.findById(recurrence.id))?.nextAt).toBeNull();
  });

  it("pauses a recurrence whose category was archived since, recording nothing", async () => {
    const { world, refs, record, rent, recorded } = await setUp();
    const recurrence = await rent();
    await world.repos.categories.update(refs.categoryId, { archived: true });
    const run = await record();
    expect(run).toEqual({ recorded: 0, paused: [{ id: recurrence.id, code: "CATEGORY_ARCHIVED" }] });
    expect(await recorded()).toEqual([]);
    expect((await world.repos.recurrences.findById(recurrence.id))?.active).toBe(false);
  });

  it("an update changes future occurrences only; a new rule goes on from now", async () => {
    const { world, userId, update, record, rent, recorded } = await setUp();
    const recurrence = await rent();
    await record();
    const changed = await update.execute(userId, recurrence.id, { amount: 25, rrule: "FREQ=DAILY;INTERVAL=3" });
    expect(changed.nextAt?.toISOString()).toBe("2026-03-16T09:00:00.000Z");
    world.clock.set("2026-03-19T10:00:00Z");
    await record();
    const amounts = (await recorded()).map((tx) => tx.amountMinor);
    expect(amounts.filter((a) => a === -1000)).toHaveLength(6);
    expect(amounts.filter((a) => a === -2500)).toHaveLength(2);
  });

  it("a paused recurrence records nothing, and resumed goes on from now without the paused days", async () => {
    const { world, userId, update, record, rent, recorded } = await setUp();
    const recurrence = await rent({ start: "2026-03-15T13:00:00Z" });
    await update.execute(userId, recurrence.id, { active: false });
    world.clock.set("2026-03-20T12:00:00Z");
    expect((await record()).recorded).toBe(0);
    const resumed = await update.execute(userId, recurrence.id, { active: true });
    expect(resumed.nextAt?.toISOString()).toBe("2026-03-20T13:00:00.000Z");
    expect(await recorded()).toEqual([]);
  });

  it("writes budget.threshold_crossed with the occurrences that cross, once each, never for a catch-up's earlier window", async () => {
    const { world, userId, refs, recorder, rent } = await setUp();
    // 200.00 in March 2026; now is 15 March, 12:00.
    const budget = await world.storeBudget({
      ownerId: userId,
      walletId: refs.walletId,
      categoryIds: [refs.categoryId],
    });
    // 30.00 a day from 25 February: four February days, then 1 to 15 March.
    await rent({ amount: 30, start: "2026-02-25T09:00:00Z" });
    const run = recorder(new EventFactory(world.ids, world.clock));
    expect((await run.execute()).recorded).toBe(19);
    const thresholdEvents = () =>
      [...world.store.outbox.values()]
        .map((row) => row.event)
        .filter((event) => event.type === "budget.threshold_crossed");
    // The sixth March occurrence takes it from 150.00 to 180.00 (past 160.00), the seventh to 210.00.
    expect(thresholdEvents().map((event) => event.data)).toEqual([
      { budget: expect.objectContaining({ budgetId: budget.id, spent: 180, crossed: "80%" }), threshold: "80%" },
      { budget: expect.objectContaining({ budgetId: budget.id, spent: 210, crossed: "100%" }), threshold: "100%" },
    ]);
    expect((await run.execute()).recorded).toBe(0);
    expect(thresholdEvents()).toHaveLength(2);
  });

  it("deleted, it stops; what it recorded stays", async () => {
    const { world, userId, record, rent, recorded } = await setUp();
    const recurrence = await rent();
    await record();
    const removed = await new DeleteRecurrence(world.repos.recurrences).execute(userId, recurrence.id);
    expect(removed).toMatchObject({ active: false, nextAt: null });
    world.clock.set("2026-03-30T12:00:00Z");
    expect((await record()).recorded).toBe(0);
    expect(await recorded()).toHaveLength(6);
  });

  it("lists occurrences in a range, at most 1,000, and hides another user's recurrence", async () => {
    const { world, userId, rent } = await setUp();
    const recurrence = await rent({ start: "2020-01-01T00:00:00Z" });
    const list = new ListOccurrences(world.repos.recurrences, fakeRules, world.clock);
    const week = await list.execute(userId, recurrence.id, { from: "2026-03-01", to: "2026-03-07" });
    expect(week.occurrences).toHaveLength(7);
    const long = await list.execute(userId, recurrence.id, { from: "2020-01-01", to: "2030-01-01" });
    expect(long).toMatchObject({ truncated: true });
    expect(long.occurrences).toHaveLength(1000);
    const other = await world.anAccount();
    expect(await codeOf(() => list.execute(other.userId, recurrence.id, {}))).toBe("RECURRENCE_NOT_FOUND");
  });
});
