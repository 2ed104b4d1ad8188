import { expect, it } from "vitest";
import { aTransaction, describeEachStore, registerAndLogin, seedWalletAndCategory, useTestApp } from "./support";

/** Sent date -> the instant every later read must answer (years below 100 included: no two-digit-year rules). */
const DATES: readonly (readonly [string, string])[] = [
  ["0001-01-01", "0001-01-01T00:00:00.000Z"],
  ["0001-01-01T00:00:00+01:00", "0000-12-31T23:00:00.000Z"],
  ["0027-10-23T04:47:31Z", "0027-10-23T04:47:31.000Z"],
  ["0099-06-15T00:00:00+05:00", "0099-06-14T19:00:00.000Z"],
  ["0099-12-31T23:59:59.999Z", "0099-12-31T23:59:59.999Z"],
  ["0100-01-01T00:00:00.001Z", "0100-01-01T00:00:00.001Z"],
  ["1969-12-31T23:59:59.999Z", "1969-12-31T23:59:59.999Z"],
  ["1970-01-01T05:30:00+05:30", "1970-01-01T00:00:00.000Z"],
  ["9999-12-31T12:00:00-11:59", "9999-12-31T23:59:00.000Z"],
];

describeEachStore("dates before year 100 and at the edges of the range", (store) => {
  const t = useTestApp({ store });

  const userWithWallet = async () => {
    const user = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(user.api);
    return { ...user, refs: { walletId: wallet.id as string, categoryId: category.id as string } };
  };

  it.each(DATES)("stores %s and reads it back as %s on every route", async (sent, stored) => {
    const u = await userWithWallet();
    const created = await u.api.post("/transaction", aTransaction(u.refs, { date: sent }));
    if (stored.startsWith("0000")) {
      // Before 0001-01-01 in UTC: outside the contract's years, refused rather than stored.
      expect(created.status).toBe(400);
      return;
    }
    expect(created.status).toBe(201);
    expect(created.body.transaction.date).toBe(stored);
    const id = created.body.transaction.id as string;

    const one = await u.api.get(`/transaction/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.transaction.date).toBe(stored);

    const list = await u.api.get("/transaction");
    expect(list.status).toBe(200);
    expect(list.body.transactions.map((tx: { date: string }) => tx.date)).toEqual([stored]);

    const year = stored.slice(0, 4);
    const dashboard = await u.api.get("/dashboard/summary", { from: `${year}-01-01`, to: `${year}-12-31` });
    expect(dashboard.status).toBe(200);
    const summary = dashboard.body.summary;
    expect(summary.totals).toEqual([expect.objectContaining({ currency: "USD", expense: 12.5, count: 1 })]);
    expect(summary.recent.map((tx: { id: string; date: string }) => [tx.id, tx.date])).toEqual([[id, stored]]);

    const patched = await u.api.patch(`/transaction/${id}`, { description: "moved nothing" });
    expect(patched.status).toBe(200);
    expect(patched.body.transaction).toMatchObject({ date: stored, description: "moved nothing" });

    const deleted = await u.api.delete(`/transaction/${id}`);
    expect(deleted.status).toBe(200);
    expect((await u.api.get("/transaction")).body.transactions).toEqual([]);
  });

  it("orders and pages transactions of years 1, 27, 99, 100, 1969 and 9999 newest first", async () => {
    const u = await userWithWallet();
    const dates = DATES.map(([, stored]) => stored).filter((date) => !date.startsWith("0000"));
    for (const date of dates) {
      expect((await u.api.post("/transaction", aTransaction(u.refs, { date }))).status).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await u.api.get("/transaction", { limit: "3", ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      seen.push(...page.body.transactions.map((tx: { date: string }) => tx.date));
      cursor = page.body.page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...dates].sort().reverse());

    const year1 = await u.api.get("/dashboard/summary", { from: "0001-01-01", to: "0001-12-31" });
    expect(year1.status).toBe(200);
    expect(year1.body.summary.totals).toEqual([expect.objectContaining({ expense: 12.5, count: 1 })]);
    expect(year1.body.summary.trend.filter((m: { expense: number }) => m.expense > 0)).toEqual([
      { month: "0001-01", currency: "USD", income: 0, expense: 12.5 },
    ]);
    const first99 = await u.api.get("/dashboard/summary", { from: "0001-01-01", to: "0099-12-31" });
    expect(first99.body.summary.totals).toEqual([expect.objectContaining({ expense: 50, count: 4 })]);
  });

  it("moves a transaction from year 2026 to year 27 and back with PATCH", async () => {
    const u = await userWithWallet();
    const created = await u.api.post("/transaction", aTransaction(u.refs));
    const id = created.body.transaction.id as string;
    const back = await u.api.patch(`/transaction/${id}`, { date: "0027-10-23T04:47:31Z" });
    expect(back.status).toBe(200);
    expect(back.body.transaction.date).toBe("0027-10-23T04:47:31.000Z");
    expect((await u.api.get(`/transaction/${id}`)).body.transaction.date).toBe("0027-10-23T04:47:31.000Z");
    const forth = await u.api.patch(`/transaction/${id}`, { date: "2026-03-01T12:00:00Z" });
    expect(forth.body.transaction.date).toBe("2026-03-01T12:00:00.000Z");
  });
});
