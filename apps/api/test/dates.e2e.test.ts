import { expect, it } from "vitest";
import { aBudgetBody, anAccount, NOW } from "./budgets.support";
import { aTransaction, describeEachStore, useTestApp } from "./support";

/**
 * The one date rule (0001-01-01 to 9999-12-31, UTC) on every route, on each store: the whole of
 * year 9999 is stored, found and summed; ranges of year 1 stay in year 1; a date outside the rule
 * gets the same message naming its field everywhere.
 */

const LAST_MS = "9999-12-31T23:59:59.999Z";
/** END_OF_TIME as the API writes it: the ISO 8601 expanded year that `Date.parse` reads. */
const END_OF_TIME = "+010000-01-01T00:00:00.000Z";
const rule = (path: string) => `${path} must be an ISO 8601 date or date-time from 0001-01-01 to 9999-12-31 (UTC)`;

describeEachStore("the date rule", (store) => {
  const t = useTestApp({ store, now: NOW });

  const spend = (account: Awaited<ReturnType<typeof anAccount>>, date: string) =>
    account.api.post(
      "/transaction",
      aTransaction(
        { walletId: account.walletId, categoryId: account.categoryId },
        { type: "expense", amount: 7, date },
      ),
    );

  it("records the last millisecond of 9999, reads it back, lists it under a date-only `to` and sums it", async () => {
    const account = await anAccount(t());
    const created = await spend(account, LAST_MS);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.transaction.id;
    expect(created.body.transaction.date).toBe(LAST_MS);
    expect((await account.api.get(`/transaction/${id}`)).body.transaction.date).toBe(LAST_MS);

    const listed = async (query: Record<string, string>) =>
      (await account.api.get("/transaction", query)).body.transactions.map((tx: { id: string }) => tx.id);
    expect(await listed({ to: "9999-12-31" })).toEqual([id]);
    expect(await listed({ from: LAST_MS, to: "9999-12-31" })).toEqual([id]);
    expect(await listed({ from: "9999-12-31", to: LAST_MS })).toEqual([]); // a date-time `to` is exclusive

    const dashboard = await account.api.get("/dashboard/summary", { from: "9999-12-01", to: "9999-12-31" });
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
    const summary = dashboard.body.summary;
    expect(summary.range).toEqual({ from: "9999-12-01T00:00:00.000Z", to: END_OF_TIME });
    expect(summary.totals).toEqual([expect.objectContaining({ currency: "USD", expense: 7, count: 1 })]);
    expect(summary.recent.map((tx: { id: string }) => tx.id)).toEqual([id]);
    // The whole year from its first day: whole months from the roll-ups, the last day from rows.
    const year = await account.api.get("/dashboard/summary", { from: "9999-01-01", to: "9999-12-31" });
    expect(year.body.summary.totals).toEqual([expect.objectContaining({ expense: 7, count: 1 })]);
    // Only `from`: to the end of its month, which is the end of time.
    const onlyFrom = await account.api.get("/dashboard/summary", { from: "9999-12-15" });
    expect(onlyFrom.body.summary.range).toEqual({ from: "9999-12-15T00:00:00.000Z", to: END_OF_TIME });
    expect(onlyFrom.body.summary.totals).toEqual([expect.objectContaining({ expense: 7, count: 1 })]);
  });

  it("moves a transaction to the last millisecond of 9999 and counts it in a budget window of that day", async () => {
    const account = await anAccount(t());
    const created = await spend(account, "2026-03-10T10:00:00Z");
    const moved = await account.api.patch(`/transaction/${created.body.transaction.id}`, { date: LAST_MS });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.transaction.date).toBe(LAST_MS);
    const budget = await account.api.post(
      "/budgets",
      aBudgetBody(account, { period: "weekly", startDate: "9999-12-25" }),
    );
    expect(budget.status, JSON.stringify(budget.body)).toBe(201);
    const read = await account.api.get(`/budgets/${budget.body.budget.id}`, { at: "9999-12-31" });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.budget.progress).toMatchObject({ spent: 7, periodStart: "9999-12-25", periodEnd: "9999-12-31" });
  });

  it("keeps a dashboard `to` in year 1 in year 1, and ends every date-only `to` at the next midnight", async () => {
    const account = await anAccount(t());
    const ranges: Record<string, { from: string; to: string }> = {};
    for (const to of ["0001-01-31", "2026-03-14", "9999-12-31"]) {
      const res = await account.api.get("/dashboard/summary", { to });
      expect(res.status, `${to}: ${JSON.stringify(res.body)}`).toBe(200);
      ranges[to] = res.body.summary.range;
    }
    expect(ranges).toEqual({
      "0001-01-31": { from: "0001-01-01T00:00:00.000Z", to: "0001-02-01T00:00:00.000Z" },
      "2026-03-14": { from: "2026-03-01T00:00:00.000Z", to: "2026-03-15T00:00:00.000Z" },
      "9999-12-31": { from: "9999-12-01T00:00:00.000Z", to: END_OF_TIME },
    });
    // Nothing lies before an exclusive `to` at the rule's first instant: the month before is not in the rule.
    const beforeTime = await account.api.get("/dashboard/summary", { to: "0001-01-01T00:00:00Z" });
    expect(beforeTime.status).toBe(400);
    expect(beforeTime.body).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "to" }] });
  });

  it("takes budget dates and `at` over the whole rule, not 1900-2999 only", async () => {
    const account = await anAccount(t());
    const old = await account.api.post(
      "/budgets",
      aBudgetBody(account, { startDate: "1850-01-01", endDate: "3500-12-31" }),
    );
    expect(old.status, JSON.stringify(old.body)).toBe(201);
    const at = await account.api.get("/budgets", { at: "1850-02-15" });
    expect(at.status, JSON.stringify(at.body)).toBe(200);
    const mine = at.body.budgets.find((b: { id: string }) => b.id === old.body.budget.id);
    expect(mine.progress).toMatchObject({ periodStart: "1850-02-01", periodEnd: "1850-02-28" });
  });

  it("answers a date outside the rule with one message naming the field, on every route", async () => {
    const account = await anAccount(t());
    const budget = await account.api.post("/budgets", aBudgetBody(account));
    const tx = await spend(account, "2026-03-10T10:00:00Z");
    const cases = [
      [await account.api.get("/transaction", { from: "0000-12-31" }), "VALIDATION_ERROR", "from"],
      [await account.api.get("/transaction", { to: "10000-01-01" }), "VALIDATION_ERROR", "to"],
      [await account.api.get("/dashboard/summary", { from: "9999-12-31T23:00:00-14:00" }), "VALIDATION_ERROR", "from"],
      [await account.api.get("/dashboard/summary", { to: "0000-06-01" }), "VALIDATION_ERROR", "to"],
      [await account.api.get("/budgets", { at: "10000-01-01" }), "VALIDATION_ERROR", "at"],
      [await account.api.get(`/budgets/${budget.body.budget.id}`, { at: "0000-02-29" }), "VALIDATION_ERROR", "at"],
      [
        await account.api.post("/budgets", aBudgetBody(account, { startDate: "0000-01-01" })),
        "INVALID_BUDGET_TIMEFRAME",
        "startDate",
      ],
      [
        await account.api.patch(`/budgets/${budget.body.budget.id}`, { endDate: "10000-01-01" }),
        "INVALID_BUDGET_TIMEFRAME",
        "endDate",
      ],
    ] as const;
    for (const [res, code, path] of cases) {
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toMatchObject({ code, message: rule(path), error: rule(path) });
    }
    // The transaction's own date keeps the contract's message (API-CONTRACT.md, Transactions).
    const created = await spend(account, "10000-01-01T00:00:00Z");
    const patched = await account.api.patch(`/transaction/${tx.body.transaction.id}`, { date: "0000-12-31T23:59:59Z" });
    for (const res of [created, patched]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", message: "Transaction date is invalid" });
    }
  });
});
