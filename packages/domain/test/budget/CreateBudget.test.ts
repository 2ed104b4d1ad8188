import { describe, expect, it } from "vitest";
import type { CategoryId } from "../../src";
import { failure } from "../mothers";
import { budgetInput, makeBudgetWorld } from "./budgetWorld";

const setup = async () => {
  const w = makeBudgetWorld();
  const owner = await w.anAccount();
  const refs = { walletId: owner.refs.walletId, categoryIds: [owner.refs.categoryId] };
  const create = (overrides: Parameters<typeof budgetInput>[1] = {}) =>
    w.createBudget.execute(owner.userId, budgetInput(refs, overrides));
  return { w, owner, refs, create };
};

describe("CreateBudget", () => {
  it("creates the budget with the caller as owner and shows it with progress and no members", async () => {
    const { w, owner, refs, create } = await setup();
    const view = await create({
      name: "  Food  ",
      currency: "usd",
      period: "MonThly",
      limit: 200.5,
      endDate: "2026-12-31",
    });
    expect(view.budget).toMatchObject({
      ownerId: owner.userId,
      name: "Food",
      currency: "USD",
      limitMinor: 20_050,
      period: "monthly",
      startDate: "2026-03-01",
      endDate: "2026-12-31",
      walletId: refs.walletId,
      categoryIds: refs.categoryIds,
      createdAt: w.clock.now(),
    });
    expect(view.progress).toEqual({
      budgetId: view.budget.id,
      currency: "USD",
      periodStart: "2026-03-01",
      periodEnd: "2026-03-31",
      spentMinor: 0,
      limitMinor: 20_050,
      remainingMinor: 20_050,
      percentUsed: 0,
      exceeded: false,
    });
    expect(view.members).toEqual([]);
    expect(await w.repos.budgets.findById(view.budget.id)).toEqual(view.budget);
  });

  it("starts today (the clock's UTC day) when no startDate is given, and runs open-ended", async () => {
    const { create } = await setup();
    for (const startDate of [undefined, null]) {
      const { budget } = await create({ name: `From today ${startDate}`, startDate });
      expect(budget).toMatchObject({ startDate: "2026-03-15", endDate: null });
    }
  });

  it("reads an ISO date-time as its UTC day", async () => {
    const { create } = await setup();
    const { budget } = await create({ startDate: "2026-03-01T23:30:00-02:00", endDate: "2026-04-01T00:00:00Z" });
    expect(budget).toMatchObject({ startDate: "2026-03-02", endDate: "2026-04-01" });
  });

  it("accepts every period, case-insensitively, and stores it lower case", async () => {
    const { create } = await setup();
    for (const period of ["daily", "WEEKLY", "Monthly", "quarterly", " yearly "]) {
      const { budget } = await create({ name: period, period });
      expect(budget.period).toBe(period.trim().toLowerCase());
    }
  });

  it.each(["fortnightly", "", "month", "monthly!"])(
    "refuses the period %j with INVALID_BUDGET_PERIOD",
    async (period) => {
      const { create } = await setup();
      expect((await failure(() => create({ period }))).code).toBe("INVALID_BUDGET_PERIOD");
    },
  );

  it("refuses a period that is not a string with INVALID_BUDGET_PERIOD", async () => {
    const { create } = await setup();
    expect((await failure(() => create({ period: 30 as unknown as string }))).code).toBe("INVALID_BUDGET_PERIOD");
  });

  it.each([0, -1, -0.01, 0.001, Number.NaN])("refuses the limit %j with VALIDATION_ERROR on limit", async (limit) => {
    const { create } = await setup();
    const error = await failure(() => create({ limit }));
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.path).toBe("limit");
  });

  it("keeps the limit in the currency's minor units", async () => {
    const w = makeBudgetWorld();
    const yen = await w.anAccount({ currency: "JPY", balance: 0 });
    const dinar = await w.anAccount({ currency: "KWD", balance: 0 });
    const jp = await w.createBudget.execute(
      yen.userId,
      budgetInput(
        { walletId: yen.refs.walletId, categoryIds: [yen.refs.categoryId] },
        { currency: "JPY", limit: 5000 },
      ),
    );
    const kw = await w.createBudget.execute(
      dinar.userId,
      budgetInput(
        { walletId: dinar.refs.walletId, categoryIds: [dinar.refs.categoryId] },
        { currency: "KWD", limit: 1.234 },
      ),
    );
    expect([jp.budget.limitMinor, kw.budget.limitMinor]).toEqual([5000, 1234]);
    expect(
      (
        await failure(() =>
          w.createBudget.execute(
            yen.userId,
            budgetInput(
              { walletId: yen.refs.walletId, categoryIds: [yen.refs.categoryId] },
              { currency: "JPY", limit: 1.5 },
            ),
          ),
        )
      ).code,
    ).toBe("VALIDATION_ERROR");
  });

  it("refuses an unknown currency with VALIDATION_ERROR", async () => {
    const { create } = await setup();
    expect((await failure(() => create({ currency: "XYZ" }))).code).toBe("VALIDATION_ERROR");
  });

  it.each([
    ["endDate on startDate", { startDate: "2026-03-01", endDate: "2026-03-01" }],
    ["endDate before startDate", { startDate: "2026-03-01", endDate: "2026-02-28" }],
    ["endDate before the default startDate (today)", { startDate: undefined, endDate: "2026-03-14" }],
    ["an impossible startDate", { startDate: "2026-02-30" }],
    ["an unparsable startDate", { startDate: "next monday" }],
    ["an unparsable endDate", { endDate: "31/12/2026" }],
    ["a month 13", { startDate: "2026-13-01" }],
    ["a date before year 1", { startDate: "0000-12-31" }],
    ["a date-time whose offset leaves year 9999", { startDate: "9999-12-31T23:00:00-14:00" }],
    ["a startDate that is not a string", { startDate: 20260301 as unknown as string }],
  ])("refuses %s with INVALID_BUDGET_TIMEFRAME", async (_, overrides) => {
    const { create } = await setup();
    expect((await failure(() => create(overrides))).code).toBe("INVALID_BUDGET_TIMEFRAME");
  });

  it("refuses a wallet that is missing, malformed or another user's with WALLET_NOT_FOUND", async () => {
    const { w, create } = await setup();
    const stranger = await w.anAccount();
    for (const walletId of [w.unknownId(), "not-a-uuid", stranger.refs.walletId]) {
      expect((await failure(() => create({ walletId }))).code).toBe("WALLET_NOT_FOUND");
    }
  });

  it("refuses any category that is missing, malformed or another user's with INVALID_CATEGORY_EXIST_PARAMS", async () => {
    const { w, refs, create } = await setup();
    const stranger = await w.anAccount();
    for (const bad of [w.unknownId(), "nope", stranger.refs.categoryId]) {
      const error = await failure(() => create({ categoryIds: [...refs.categoryIds, bad] }));
      expect(error.code).toBe("INVALID_CATEGORY_EXIST_PARAMS");
    }
  });

  it("needs at least one category and drops duplicates", async () => {
    const { w, owner, refs, create } = await setup();
    expect((await failure(() => create({ categoryIds: [] }))).code).toBe("VALIDATION_ERROR");
    expect((await failure(() => create({ categoryIds: "x" as unknown as string[] }))).code).toBe("VALIDATION_ERROR");
    const second = await w.aCategory(owner.userId);
    const [first] = refs.categoryIds as [CategoryId];
    const { budget } = await create({ categoryIds: [first, second.id, first] });
    expect(budget.categoryIds).toEqual([first, second.id]);
  });

  it("refuses a currency other than the wallet's with CURRENCY_MISMATCH", async () => {
    const { create } = await setup();
    expect((await failure(() => create({ currency: "EUR" }))).code).toBe("CURRENCY_MISMATCH");
  });

  it("refuses an empty name with VALIDATION_ERROR", async () => {
    const { create } = await setup();
    expect((await failure(() => create({ name: "   " }))).code).toBe("VALIDATION_ERROR");
  });

  it("refuses a name the owner already has, whatever its case, with BUDGET_ALREADY_EXISTS", async () => {
    const { create } = await setup();
    await create({ name: "Holiday" });
    expect((await failure(() => create({ name: "HOLIDAY" }))).code).toBe("BUDGET_ALREADY_EXISTS");
  });

  it("lets two owners use the same name", async () => {
    const { w, create } = await setup();
    await create({ name: "Holiday" });
    const other = await w.anAccount();
    const refs = { walletId: other.refs.walletId, categoryIds: [other.refs.categoryId] };
    await expect(w.createBudget.execute(other.userId, budgetInput(refs, { name: "holiday" }))).resolves.toBeDefined();
  });

  it("lets the store's unique guard settle two racing creates of one name: one wins, one gets BUDGET_ALREADY_EXISTS", async () => {
    const { w, owner, create } = await setup();
    const results = await Promise.allSettled([create({ name: "Race" }), create({ name: "race" })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason.code).toBe("BUDGET_ALREADY_EXISTS");
    expect(await w.repos.budgets.listVisibleTo(owner.userId)).toHaveLength(1);
  });
});
