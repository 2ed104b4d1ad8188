import { describe, expect, it } from "vitest";
import {
  aCategory,
  aTransaction,
  aWallet,
  describeEachStore,
  type LoggedInUser,
  registerAndLogin,
  useTestApp,
} from "./support";

/** The clock of this suite: 15 March 2026, noon UTC. The default range is March 2026. */
const NOW = "2026-03-15T12:00:00.000Z";

describeEachStore("dashboard", (store) => {
  const t = useTestApp({ store, now: NOW });

  /** A user with a USD wallet (100.00), a JPY wallet (0) and two categories. */
  const anAccount = async () => {
    const user = await registerAndLogin(t());
    const post = async (path: string, body: object) => {
      const res = await user.api.post(path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const usd = (await post("/wallet", aWallet({ name: "Checking", currency: "USD", balance: 100 }))).wallet;
    const jpy = (await post("/wallet", aWallet({ name: "Tokyo", currency: "JPY", balance: 0 }))).wallet;
    const food = (await post("/categories", aCategory({ name: "Food" }))).category;
    const salary = (await post("/categories", aCategory({ name: "Salary" }))).category;
    const record = (wallet: { id: string; currency: string }, category: { id: string }, body: object) =>
      post(
        "/transaction",
        aTransaction({ walletId: wallet.id, categoryId: category.id }, { currency: wallet.currency, ...body }),
      );
    return { ...user, usd, jpy, food, salary, post, record };
  };

  const summaryOf = async (user: LoggedInUser, query?: Record<string, string>) => {
    const res = await user.api.get("/dashboard/summary", query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: "DASHBOARD_SUMMARY", message: expect.any(String) });
    return res.body.summary;
  };

  describe("GET /dashboard/summary", () => {
    it("answers this month's totals per currency with exact decimals, a positive expense and the net", async () => {
      const u = await anAccount();
      await u.record(u.usd, u.salary, { amount: 0.1, type: "income", date: "2026-03-02T10:00:00Z" });
      await u.record(u.usd, u.salary, { amount: 0.2, type: "income", date: "2026-03-03T10:00:00Z" });
      await u.record(u.usd, u.food, { amount: 12.55, type: "expense", date: "2026-03-01T00:00:00Z" });
      await u.record(u.jpy, u.food, { amount: 1500, type: "expense", date: "2026-03-31T23:59:59Z" });
      await u.record(u.usd, u.food, { amount: 99, type: "expense", date: "2026-02-28T23:59:59Z" });
      await u.record(u.usd, u.food, { amount: 77, type: "expense", date: "2026-04-01T00:00:00Z" });

      const summary = await summaryOf(u);

      expect(summary.range).toEqual({ from: "2026-03-01T00:00:00.000Z", to: "2026-04-01T00:00:00.000Z" });
      expect(summary.totals).toEqual([
        { currency: "JPY", income: 0, expense: 1500, net: -1500, count: 1 },
        { currency: "USD", income: 0.3, expense: 12.55, net: -12.25, count: 3 },
      ]);
    });

    it("answers categories, wallets, the 12-month trend and the five newest transactions", async () => {
      const u = await anAccount();
      await u.record(u.usd, u.salary, { amount: 2000, type: "income", date: "2025-04-01T00:00:00Z" });
      await u.record(u.usd, u.food, { amount: 3, type: "expense", date: "2025-03-31T23:59:59Z" });
      const days = ["02", "09", "04", "07", "03", "08"];
      for (const day of days) {
        await u.record(u.usd, u.food, { amount: 1.25, type: "expense", date: `2026-03-${day}T08:00:00Z` });
      }

      const summary = await summaryOf(u);

      expect(summary.byCategory).toEqual([
        { categoryId: u.food.id, name: "Food", currency: "USD", income: 0, expense: 7.5, count: 6 },
      ]);
      expect(summary.wallets).toEqual([
        { id: u.usd.id, name: "Checking", currency: "USD", balance: 2089.5 },
        { id: u.jpy.id, name: "Tokyo", currency: "JPY", balance: 0 },
      ]);
      expect(summary.trend).toHaveLength(12);
      expect(summary.trend[0]).toEqual({ month: "2025-04", currency: "USD", income: 2000, expense: 0 });
      expect(summary.trend[11]).toEqual({ month: "2026-03", currency: "USD", income: 0, expense: 7.5 });
      expect(
        summary.trend.slice(1, 11).every((m: { income: number; expense: number }) => m.income + m.expense === 0),
      ).toBe(true);
      expect(summary.recent.map((tx: { date: string }) => tx.date.slice(8, 10))).toEqual([
        "09",
        "08",
        "07",
        "04",
        "03",
      ]);
      expect(summary.recent[0]).toMatchObject({ amount: -1.25, type: "expense", currency: "USD", walletId: u.usd.id });
    });

    it("reads `from` and `to` like the transaction list: a date-only `to` includes that day", async () => {
      const u = await anAccount();
      await u.record(u.usd, u.food, { amount: 1, date: "2026-01-10T00:00:00Z" });
      await u.record(u.usd, u.food, { amount: 2, date: "2026-01-20T23:59:59.999Z" });
      await u.record(u.usd, u.food, { amount: 4, date: "2026-01-21T00:00:00Z" });

      const dateOnly = await summaryOf(u, { from: "2026-01-10", to: "2026-01-20" });
      const dateTime = await summaryOf(u, { from: "2026-01-10T00:00:00Z", to: "2026-01-20T23:59:59.999Z" });

      expect(dateOnly.range).toEqual({ from: "2026-01-10T00:00:00.000Z", to: "2026-01-21T00:00:00.000Z" });
      expect(dateOnly.totals).toEqual([{ currency: "USD", income: 0, expense: 3, net: -3, count: 2 }]);
      expect(dateTime.totals).toEqual([{ currency: "USD", income: 0, expense: 1, net: -1, count: 1 }]);
      expect(dateOnly.trend.at(-1)).toEqual({ month: "2026-01", currency: "USD", income: 0, expense: 3 });
    });

    it("answers budget progress of the current period for owned budgets", async () => {
      const u = await anAccount();
      const created = await u.post("/budgets", {
        name: "Food budget",
        currency: "USD",
        limit: 20,
        period: "monthly",
        startDate: "2026-03-01",
        walletId: u.usd.id,
        categoryIds: [u.food.id],
      });
      await u.record(u.usd, u.food, { amount: 12.5, date: "2026-03-05T10:00:00Z" });
      await u.record(u.usd, u.food, { amount: 10, date: "2026-03-06T10:00:00Z" });

      const summary = await summaryOf(u, { from: "2025-01-01", to: "2025-01-31" });

      expect(summary.totals).toEqual([]);
      expect(summary.budgets).toEqual([
        {
          id: created.budget.id,
          name: "Food budget",
          currency: "USD",
          limit: 20,
          spent: 22.5,
          remaining: -2.5,
          percentUsed: 112.5,
          exceeded: true,
          periodStart: "2026-03-01",
          periodEnd: "2026-03-31",
        },
      ]);
    });

    it("shows only the caller's own figures", async () => {
      const u = await anAccount();
      const other = await anAccount();
      await other.record(other.usd, other.food, { amount: 50, date: "2026-03-05T10:00:00Z" });

      const summary = await summaryOf(u);

      expect(summary).toMatchObject({ totals: [], byCategory: [], trend: [], recent: [] });
      expect(summary.wallets.map((w: { id: string }) => w.id)).toEqual([u.usd.id, u.jpy.id]);
    });

    it.each([
      [{ from: "not-a-date" }, "from"],
      [{ to: "2026-02-30" }, "to"],
      [{ from: "2026-03-10", to: "2026-03-01" }, "from"],
      [{ since: "2026-03-01" }, "since"],
    ])("answers 400 VALIDATION_ERROR for %o", async (query, path) => {
      const u = await anAccount();
      const res = await u.api.get("/dashboard/summary", query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", details: [expect.objectContaining({ path })] });
    });

    it("answers 401 AUTH_TOKEN_MISSING without a token", async () => {
      const res = await t().client().get("/dashboard/summary");
      expect(res.status).toBe(401);
      expect(res.body.code).toBe("AUTH_TOKEN_MISSING");
    });
  });
});
