import { expect, it } from "vitest";
import { aTransaction, describeEachStore, useTestApp } from "../../support";
import { fixture } from "./routes";

/** Instants at and beyond what both stores hold: refused with 400 outside years 0001-9999, exact inside. */
describeEachStore("dates at the edges of what the stores hold (years 0001-9999)", (store) => {
  const t = useTestApp({ store });

  it("refuses instants outside years 0001-9999 (also through an offset) with 400, and ranges to 9999-12-31 keep every row", async () => {
    const f = await fixture(t());
    const api = f.me.api;
    const at = (date: string) =>
      api.post("/transaction", aTransaction({ walletId: f.walletId, categoryId: f.categoryId }, { date }));
    for (const date of [
      "9999-12-31T23:00:00-14:00",
      "0001-01-01T00:00:00+14:00",
      "0000-12-31T00:00:00Z",
      "0000-01-01",
    ]) {
      const res = await at(date);
      expect(res.status, date).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
    }
    expect((await at("0001-01-01T00:00:00Z")).status).toBe(201);
    expect((await at("9999-12-31T23:59:59.998Z")).status).toBe(201);
    const all = await api.get("/transaction", { from: "0001-01-01", to: "9999-12-31" });
    expect(all.status).toBe(200);
    // The fixture's transfer legs are there too; the three transactions above are the others.
    expect(all.body.transactions.filter((tx: { transferId: string | null }) => tx.transferId === null)).toHaveLength(3);
    const late = await api.get("/transaction", { from: "9999-12-31" });
    expect(late.body.transactions.map((tx: { date: string }) => tx.date)).toEqual(["9999-12-31T23:59:59.998Z"]);
    const summary = await api.get("/dashboard/summary", { from: "0001-01-01", to: "9999-12-31" });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.summary.totals).toEqual([expect.objectContaining({ currency: "USD", count: 3 })]);
    expect(summary.body.summary.trend.at(-1)).toMatchObject({ month: "9999-12" });
    // Only `from` in December 9999: up to the end of that month, which is the end of time.
    const december = await api.get("/dashboard/summary", { from: "9999-12-31" });
    expect(december.status, JSON.stringify(december.body)).toBe(200);
    expect(december.body.summary.totals).toEqual([expect.objectContaining({ count: 1 })]);
  });
});
