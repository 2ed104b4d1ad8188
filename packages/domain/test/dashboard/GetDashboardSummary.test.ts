import { describe, expect, it } from "vitest";
import { splitRange, splitWholeDays, trendMonths } from "../../src";
import { failure } from "../mothers";
import { dashboardWorld } from "./dashboardWorld";

/** A user with a USD and a JPY wallet and two categories; clock at 2026-03-15T12:00Z. */
const anAccount = async () => {
  const world = dashboardWorld();
  const userId = await world.aUserId();
  const usd = await world.aWallet(userId, "USD", 10_000);
  const jpy = await world.aWallet(userId, "JPY", 0);
  const food = await world.aCategory(userId, "Food");
  const salary = await world.aCategory(userId, "Salary");
  return { ...world, userId, usd, jpy, food, salary };
};

describe("GetDashboardSummary", () => {
  it("defaults to the current calendar month in UTC", async () => {
    const w = await anAccount();
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 1_250, date: "2026-03-01T00:00:00Z" });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 999, date: "2026-02-28T23:59:59.999Z" });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 777, date: "2026-04-01T00:00:00Z" });

    const summary = await w.summary.execute(w.userId);

    expect(summary.range).toEqual({ from: new Date("2026-03-01T00:00:00Z"), to: new Date("2026-04-01T00:00:00Z") });
    expect(summary.totals).toEqual([
      { currency: "USD", incomeMinor: 0, expenseMinor: 1_250, netMinor: -1_250, count: 1 },
    ]);
  });

  it("answers totals per currency with a positive expense and an exact net", async () => {
    const w = await anAccount();
    await w.aTransaction({ wallet: w.usd, category: w.salary, amountMinor: 10, type: "income", date: "2026-03-02" });
    await w.aTransaction({ wallet: w.usd, category: w.salary, amountMinor: 20, type: "income", date: "2026-03-03" });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 7, date: "2026-03-04" });
    await w.aTransaction({ wallet: w.jpy, category: w.food, amountMinor: 1_500, date: "2026-03-05" });

    const { totals } = await w.summary.execute(w.userId);

    expect(totals).toEqual([
      { currency: "JPY", incomeMinor: 0, expenseMinor: 1_500, netMinor: -1_500, count: 1 },
      { currency: "USD", incomeMinor: 30, expenseMinor: 7, netMinor: 23, count: 3 },
    ]);
  });

  it("groups by category and currency, sorted by currency then name", async () => {
    const w = await anAccount();
    await w.aTransaction({
      wallet: w.usd,
      category: w.salary,
      amountMinor: 500_000,
      type: "income",
      date: "2026-03-02",
    });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 1_000, date: "2026-03-03" });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 250, type: "income", date: "2026-03-04" });
    await w.aTransaction({ wallet: w.jpy, category: w.food, amountMinor: 800, date: "2026-03-05" });

    const { byCategory } = await w.summary.execute(w.userId);

    expect(byCategory).toEqual([
      { categoryId: w.food.id, name: "Food", currency: "JPY", incomeMinor: 0, expenseMinor: 800, count: 1 },
      { categoryId: w.food.id, name: "Food", currency: "USD", incomeMinor: 250, expenseMinor: 1_000, count: 2 },
      { categoryId: w.salary.id, name: "Salary", currency: "USD", incomeMinor: 500_000, expenseMinor: 0, count: 1 },
    ]);
  });

  it("includes the whole day of a date-only `to` and excludes a date-time `to`", async () => {
    const w = await anAccount();
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 100, date: "2026-01-10T00:00:00Z" });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 200, date: "2026-01-20T23:59:59.999Z" });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 400, date: "2026-01-21T00:00:00Z" });

    const dateOnly = await w.summary.execute(w.userId, { from: "2026-01-10", to: "2026-01-20" });
    const dateTime = await w.summary.execute(w.userId, { from: "2026-01-10", to: "2026-01-20T23:59:59.999Z" });

    expect(dateOnly.range.to).toEqual(new Date("2026-01-21T00:00:00Z"));
    expect(dateOnly.totals[0]?.expenseMinor).toBe(300);
    expect(dateTime.totals[0]?.expenseMinor).toBe(100);
  });

  it("reads only `from` up to the end of the current month and only `to` from the start of its month", async () => {
    const w = await anAccount();

    const onlyFrom = await w.summary.execute(w.userId, { from: "2025-11-05" });
    const onlyTo = await w.summary.execute(w.userId, { to: "2026-01-31" });

    expect(onlyFrom.range).toEqual({ from: new Date("2025-11-05T00:00:00Z"), to: new Date("2026-04-01T00:00:00Z") });
    expect(onlyTo.range).toEqual({ from: new Date("2026-01-01T00:00:00Z"), to: new Date("2026-02-01T00:00:00Z") });
  });

  it.each([
    [{ from: "yesterday" }, "from"],
    [{ to: "2026-02-30" }, "to"],
    [{ from: "2026-03-10", to: "2026-03-10T00:00:00Z" }, "from"],
    [{ from: "2026-03-10", to: "2026-03-01" }, "from"],
    // Only `to`, at the first instant of the date rule: the month before it is not in the rule.
    [{ to: "0001-01-01T00:00:00Z" }, "to"],
  ])("refuses %o with VALIDATION_ERROR on %s", async (input, path) => {
    const w = await anAccount();

    const error = await failure(() => w.summary.execute(w.userId, input));

    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.[0]?.path).toBe(path);
  });

  it("answers a 12-month trend up to `to`, every month for every currency, zeros filled", async () => {
    const w = await anAccount();
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 111, date: "2025-03-31T23:59:59Z" });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 100, date: "2025-04-01T00:00:00Z" });
    await w.aTransaction({ wallet: w.usd, category: w.salary, amountMinor: 900, type: "income", date: "2025-04-30" });
    await w.aTransaction({ wallet: w.jpy, category: w.food, amountMinor: 5, date: "2026-03-31T23:59:59Z" });

    const { trend } = await w.summary.execute(w.userId, { from: "2026-03-10", to: "2026-03-31" });

    expect(trend).toHaveLength(24);
    expect(trend.slice(0, 2)).toEqual([
      { month: "2025-04", currency: "JPY", incomeMinor: 0, expenseMinor: 0 },
      { month: "2025-04", currency: "USD", incomeMinor: 900, expenseMinor: 100 },
    ]);
    expect(trend.at(-1)).toEqual({ month: "2026-03", currency: "USD", incomeMinor: 0, expenseMinor: 0 });
    expect(trend.at(-2)).toEqual({ month: "2026-03", currency: "JPY", incomeMinor: 0, expenseMinor: 5 });
  });

  it("cuts the trend's last month at a date-time `to` and ignores the range's start", async () => {
    const w = await anAccount();
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 100, date: "2026-02-10T00:00:00Z" });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 200, date: "2026-03-10T11:59:59Z" });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 400, date: "2026-03-10T12:00:00Z" });

    const { trend } = await w.summary.execute(w.userId, { from: "2026-03-10", to: "2026-03-10T12:00:00Z" });

    expect(trend.map((t) => t.month)).toEqual(trendMonths(new Date("2026-03-10T12:00:00Z"), 12).months);
    expect(trend.at(-2)).toEqual({ month: "2026-02", currency: "USD", incomeMinor: 0, expenseMinor: 100 });
    expect(trend.at(-1)).toEqual({ month: "2026-03", currency: "USD", incomeMinor: 0, expenseMinor: 200 });
  });

  it("answers the five newest transactions of the range, newest first", async () => {
    const w = await anAccount();
    const days = ["02", "09", "04", "07", "03", "08", "05"];
    const created = [];
    for (const day of days) {
      created.push(await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 1, date: `2026-03-${day}` }));
    }
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 1, date: "2026-04-02" });

    const { recent } = await w.summary.execute(w.userId);

    expect(recent.map((t) => t.date.toISOString().slice(8, 10))).toEqual(["09", "08", "07", "05", "04"]);
    expect(recent[0]).toEqual(created[1]);
  });

  it("counts only the caller's own transactions", async () => {
    const w = await anAccount();
    const other = await w.aUserId();
    const theirs = await w.aWallet(other, "USD");
    const theirFood = await w.aCategory(other, "Food");
    await w.aTransaction({ wallet: theirs, category: theirFood, amountMinor: 5_000, date: "2026-03-05" });

    const summary = await w.summary.execute(w.userId);

    expect(summary).toMatchObject({ totals: [], byCategory: [], trend: [], recent: [] });
  });

  it("answers the caller's wallets with their stored balances", async () => {
    const w = await anAccount();
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 2_500, date: "2025-01-05" });

    const { wallets } = await w.summary.execute(w.userId);

    expect(wallets.map((x) => [x.currency, x.balanceMinor])).toEqual([
      ["USD", 7_500],
      ["JPY", 0],
    ]);
  });

  it("answers owned and shared budgets with the progress of their current window, whatever the range", async () => {
    const w = await anAccount();
    const budget = await w.aStoredBudget({
      ownerId: w.userId,
      walletId: w.usd.id,
      categoryIds: [w.food.id],
      limitMinor: 1_000,
    });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 600, date: "2026-03-02" });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 600, date: "2026-03-31T23:00:00Z" });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 50, date: "2026-02-28" });
    await w.aTransaction({ wallet: w.usd, category: w.salary, amountMinor: 70, date: "2026-03-03" });
    await w.aTransaction({ wallet: w.usd, category: w.food, amountMinor: 90, type: "income", date: "2026-03-03" });
    const member = await w.aUserId();
    await w.repos.budgets.addMember({
      id: w.ids.next(),
      budgetId: budget.id,
      userId: member,
      email: "member@example.com",
      role: "viewer",
      share: null,
      status: "accepted",
      invitedAt: w.clock.now(),
      respondedAt: w.clock.now(),
    });

    const mine = await w.summary.execute(w.userId, { from: "2020-01-01", to: "2020-01-31" });
    const shared = await w.summary.execute(member);

    const progress = {
      budgetId: budget.id,
      currency: budget.currency,
      periodStart: "2026-03-01",
      periodEnd: "2026-03-31",
      spentMinor: 1_200,
      limitMinor: 1_000,
      remainingMinor: -200,
      percentUsed: 120,
      exceeded: true,
    };
    expect(mine.budgets).toEqual([{ budget, progress }]);
    expect(shared.budgets).toEqual([{ budget, progress }]);
    expect(shared.wallets).toEqual([]);
  });
});

describe("splitWholeDays", () => {
  const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

  it("answers midnight-aligned ranges as whole days only", () => {
    expect(splitWholeDays(range("2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z"))).toEqual({
      days: range("2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z"),
      edges: [],
    });
  });

  it("keeps partial days at both edges", () => {
    expect(splitWholeDays(range("2026-03-01T10:00:00Z", "2026-03-04T05:00:00Z"))).toEqual({
      days: range("2026-03-02T00:00:00Z", "2026-03-04T00:00:00Z"),
      edges: [
        range("2026-03-01T10:00:00Z", "2026-03-02T00:00:00Z"),
        range("2026-03-04T00:00:00Z", "2026-03-04T05:00:00Z"),
      ],
    });
  });

  it("answers a range without a whole day as one edge", () => {
    const r = range("2026-03-01T10:00:00Z", "2026-03-02T05:00:00Z");
    expect(splitWholeDays(r)).toEqual({ days: null, edges: [r] });
  });
});

describe("splitRange", () => {
  const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

  it("answers a month-aligned range as whole months only", () => {
    expect(splitRange(range("2025-04-01T00:00:00Z", "2026-04-01T00:00:00Z"))).toEqual({
      months: range("2025-04-01T00:00:00Z", "2026-04-01T00:00:00Z"),
      days: [],
      edges: [],
    });
  });

  it("cuts whole days before and after the whole months, and partial days at the edges", () => {
    expect(splitRange(range("2026-01-15T08:00:00Z", "2026-03-10T12:00:00Z"))).toEqual({
      months: range("2026-02-01T00:00:00Z", "2026-03-01T00:00:00Z"),
      days: [
        range("2026-01-16T00:00:00Z", "2026-02-01T00:00:00Z"),
        range("2026-03-01T00:00:00Z", "2026-03-10T00:00:00Z"),
      ],
      edges: [
        range("2026-01-15T08:00:00Z", "2026-01-16T00:00:00Z"),
        range("2026-03-10T00:00:00Z", "2026-03-10T12:00:00Z"),
      ],
    });
  });

  it("answers whole days only when no whole month is covered", () => {
    expect(splitRange(range("2026-01-15T00:00:00Z", "2026-02-11T00:00:00Z"))).toEqual({
      months: null,
      days: [range("2026-01-15T00:00:00Z", "2026-02-11T00:00:00Z")],
      edges: [],
    });
  });
});
