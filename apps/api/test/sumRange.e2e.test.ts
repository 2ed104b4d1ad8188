import { type CategoryId, type Currency, MAX_AMOUNT_MINOR, MAX_TOTAL_MINOR, type Transaction } from "@finance/domain";
import { idOf } from "@finance/domain/testing";
import { expect, it } from "vitest";
import { aTransaction, describeEachStore, registerAndLogin, seedWalletAndCategory, useTestApp } from "./support";

/** How many of the largest amounts fit under the limit (5,497 of 999,999,999,999). */
const FITTING = Math.floor(MAX_TOTAL_MINOR / MAX_AMOUNT_MINOR);

describeEachStore("balances and sums near the exact range", (store) => {
  const t = useTestApp({ store });

  it("refuses the income that would take a JPY balance past the limit, and everything stays exact", async () => {
    const u = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(u.api, { wallet: { currency: "JPY", balance: 0 } });
    const refs = { walletId: idOf(wallet.id), categoryId: idOf<CategoryId>(category.id) };
    // Seeded through the repository (one batch per 500 rows), like a long history of maximum incomes.
    const at = new Date("2026-03-10T12:00:00.000Z");
    const rows: Transaction[] = Array.from({ length: FITTING }, () => ({
      id: t().deps.ids.next(),
      userId: idOf(u.user.id),
      walletId: refs.walletId,
      categoryId: refs.categoryId,
      transferId: null,
      type: "income",
      amountMinor: MAX_AMOUNT_MINOR,
      currency: "JPY" as Currency,
      description: "",
      date: at,
      createdAt: at,
      updatedAt: at,
      version: 1,
      tagIds: [],
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t().deps.repositories.transactions.createMany(rows.slice(i, i + 500));
    }
    const seeded = FITTING * MAX_AMOUNT_MINOR; // 5,496,999,999,994,503

    const maxIncome = aTransaction(refs, { currency: "JPY", type: "income", amount: MAX_AMOUNT_MINOR });
    const refused = await u.api.post("/transaction", maxIncome);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "SUM_OUT_OF_RANGE", message: expect.stringContaining("exact") });

    const wallets = await u.api.get("/wallet");
    expect(wallets.body.wallets[0].balance).toBe(seeded);

    const expense = await u.api.post("/transaction", aTransaction(refs, { currency: "JPY", amount: 1 }));
    expect(expense.status).toBe(201);
    expect((await u.api.get("/wallet")).body.wallets[0].balance).toBe(seeded - 1);

    const dashboard = await u.api.get("/dashboard/summary", { from: "2026-03-01", to: "2026-03-31" });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.summary.totals).toEqual([
      { currency: "JPY", income: seeded, expense: 1, net: seeded - 1, count: FITTING + 1 },
    ]);
    expect(dashboard.body.summary.wallets[0].balance).toBe(seeded - 1);

    // The same income in a second JPY wallet fits that wallet, but not the user's income total.
    const second = await u.api.post("/wallet", { name: "Second", currency: "JPY", balance: 0 });
    const elsewhere = await u.api.post("/transaction", { ...maxIncome, walletId: second.body.wallet.id });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.code).toBe("SUM_OUT_OF_RANGE");
    // A PATCH that grows an amount past the limit is refused, one that fits passes.
    const id = expense.body.transaction.id as string;
    const grown = await u.api.patch(`/transaction/${id}`, { type: "income", amount: MAX_AMOUNT_MINOR });
    expect(grown.status).toBe(409);
    expect(grown.body.code).toBe("SUM_OUT_OF_RANGE");
    expect((await u.api.patch(`/transaction/${id}`, { amount: 2 })).status).toBe(200);
    expect((await u.api.get("/wallet")).body.wallets[0].balance).toBe(seeded - 2);
  });
});
