import { describe, expect, it } from "vitest";
import {
  aBudget,
  aCategory,
  anUnknownId,
  aTransaction,
  aTransfer,
  aWallet,
  describeEachStore,
  registerAndLogin,
  useTestApp,
} from "./support";

/** 15 March 2026, noon UTC: the dashboard's default range is March 2026. */
const NOW = "2026-03-15T12:00:00.000Z";

describeEachStore("transfers", (store) => {
  const t = useTestApp({ store, now: NOW });

  /** A user with USD checking (100.00), USD savings (0), a EUR wallet (50.00) and a category. */
  const anAccount = async () => {
    const user = await registerAndLogin(t());
    const post = async (path: string, body: object) => {
      const res = await user.api.post(path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const checking = (await post("/wallet", aWallet({ name: "Checking", balance: 100 }))).wallet;
    const savings = (await post("/wallet", aWallet({ name: "Savings", balance: 0 }))).wallet;
    const euros = (await post("/wallet", aWallet({ name: "Euros", currency: "EUR", balance: 50 }))).wallet;
    const food = (await post("/categories", aCategory({ name: "Food" }))).category;
    const balances = async () => {
      const res = await user.api.get("/wallet");
      const byId = new Map(res.body.wallets.map((w: { id: string; balance: number }) => [w.id, w.balance]));
      return [byId.get(checking.id), byId.get(savings.id), byId.get(euros.id)];
    };
    const transfer = async (body: Record<string, unknown> = {}) =>
      (await post("/transfers", aTransfer({ fromWalletId: checking.id, toWalletId: savings.id }, body))).transfer;
    return { ...user, checking, savings, euros, food, balances, transfer, post };
  };

  describe("POST /transfers", () => {
    it("moves both balances and shows two marked legs in the transaction list", async () => {
      const u = await anAccount();
      const res = await u.api.post(
        "/transfers",
        aTransfer(
          { fromWalletId: u.checking.id, toWalletId: u.savings.id },
          { amount: 25.5, description: "Rainy day" },
        ),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.headers.get("etag")).toBe('"1"');
      const { transfer } = res.body;
      expect(res.body).toMatchObject({ code: "TRANSFER_CREATED", message: expect.any(String) });
      expect(transfer).toMatchObject({
        fromWalletId: u.checking.id,
        toWalletId: u.savings.id,
        amount: 25.5,
        currency: "USD",
        toAmount: 25.5,
        toCurrency: "USD",
        description: "Rainy day",
        date: "2026-03-01T12:00:00.000Z",
        version: 1,
      });
      expect(await u.balances()).toEqual([74.5, 25.5, 50]);
      const list = await u.api.get("/transaction");
      expect(list.body.transactions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: transfer.outgoingTransactionId,
            walletId: u.checking.id,
            type: "expense",
            amount: -25.5,
            categoryId: null,
            transferId: transfer.id,
          }),
          expect.objectContaining({
            id: transfer.incomingTransactionId,
            walletId: u.savings.id,
            type: "income",
            amount: 25.5,
            categoryId: null,
            transferId: transfer.id,
          }),
        ]),
      );
      const leg = await u.api.get(`/transaction/${transfer.incomingTransactionId}`);
      expect(leg.status).toBe(200);
      expect(leg.body.transaction).toMatchObject({ transferId: transfer.id, categoryId: null, version: 1 });
    });

    it("needs toAmount between currencies and takes the user's rate", async () => {
      const u = await anAccount();
      const body = aTransfer({ fromWalletId: u.checking.id, toWalletId: u.euros.id }, { amount: 10 });
      const missing = await u.api.post("/transfers", body);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "toAmount" }] });
      expect(missing.body.message).toContain("USD to EUR");
      const ok = await u.api.post("/transfers", { ...body, toAmount: 9.21 });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      expect(ok.body.transfer).toMatchObject({ amount: 10, currency: "USD", toAmount: 9.21, toCurrency: "EUR" });
      expect(await u.balances()).toEqual([90, 0, 59.21]);
    });

    it("refuses the same wallet on both sides, an uneven amount in one currency and another user's wallet", async () => {
      const u = await anAccount();
      const other = await anAccount();
      const cases: [Record<string, unknown>, number, string, string?][] = [
        [{ fromWalletId: u.checking.id, toWalletId: u.checking.id }, 400, "VALIDATION_ERROR", "toWalletId"],
        [{ fromWalletId: u.checking.id, toWalletId: u.savings.id, toAmount: 6 }, 400, "VALIDATION_ERROR", "toAmount"],
        [{ fromWalletId: u.checking.id, toWalletId: u.savings.id, amount: 0.001 }, 400, "VALIDATION_ERROR", "amount"],
        [{ fromWalletId: u.checking.id, toWalletId: other.savings.id }, 404, "WALLET_NOT_FOUND"],
        [{ fromWalletId: other.checking.id, toWalletId: u.savings.id }, 404, "WALLET_NOT_FOUND"],
        [{ fromWalletId: u.checking.id, toWalletId: u.savings.id, date: "yesterday" }, 400, "VALIDATION_ERROR", "date"],
      ];
      for (const [body, status, code, path] of cases) {
        const res = await u.api.post("/transfers", { ...aTransfer({ fromWalletId: "", toWalletId: "" }), ...body });
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body.code).toBe(code);
        if (path) expect(res.body.details?.[0]?.path).toBe(path);
      }
      expect(await u.balances()).toEqual([100, 0, 50]);
      expect(await other.balances()).toEqual([100, 0, 50]);
    });
  });

  describe("GET /transfers and /transfers/:id", () => {
    it("pages newest first with nextCursor and hasMore, and reads one with its ETag", async () => {
      const u = await anAccount();
      for (const day of ["01", "03", "02"]) await u.transfer({ date: `2026-03-${day}` });
      const first = await u.api.get("/transfers", { limit: 2 });
      expect(first.status).toBe(200);
      expect(first.body.code).toBe("TRANSFERS_FETCHED");
      expect(first.body.transfers.map((x: { date: string }) => x.date.slice(0, 10))).toEqual([
        "2026-03-03",
        "2026-03-02",
      ]);
      expect(first.body.page).toEqual({ limit: 2, nextCursor: expect.any(String), hasMore: true });
      const second = await u.api.get("/transfers", { limit: 2, cursor: first.body.page.nextCursor });
      expect(second.body.transfers.map((x: { date: string }) => x.date.slice(0, 10))).toEqual(["2026-03-01"]);
      expect(second.body.page).toEqual({ limit: 2, nextCursor: null, hasMore: false });
      const bad = await u.api.get("/transfers", { cursor: "nope" });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe("VALIDATION_ERROR");

      const one = await u.api.get(`/transfers/${second.body.transfers[0].id}`);
      expect(one.status).toBe(200);
      expect(one.headers.get("etag")).toBe('"1"');
      expect(one.body).toMatchObject({ code: "TRANSFER_FETCHED", transfer: second.body.transfers[0] });
    });

    it("answers another user's and a missing transfer with 404 TRANSFER_NOT_FOUND, a malformed id with 400", async () => {
      const u = await anAccount();
      const other = await anAccount();
      const theirs = await other.transfer();
      for (const id of [theirs.id, anUnknownId()]) {
        for (const res of [
          await u.api.get(`/transfers/${id}`),
          await u.api.patch(`/transfers/${id}`, { amount: 1 }),
          await u.api.delete(`/transfers/${id}`),
        ]) {
          expect(res.status).toBe(404);
          expect(res.body).toMatchObject({ code: "TRANSFER_NOT_FOUND", message: "Transfer not found" });
        }
      }
      const malformed = await u.api.get("/transfers/not-a-uuid");
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "id" }] });
      expect((await u.api.get("/transfers")).body.transfers).toEqual([]);
      expect(await other.balances()).toEqual([95, 5, 50]);
    });
  });

  describe("PATCH /transfers/:id", () => {
    it("moves both legs and both balances; a stale If-Match is 409 CONFLICT with the current transfer", async () => {
      const u = await anAccount();
      const made = await u.transfer({ amount: 10 });
      const moved = await u.api.call("PATCH", `/transfers/${made.id}`, {
        body: { toWalletId: u.euros.id, toAmount: 9, description: "Trip" },
        headers: { "If-Match": '"1"' },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.headers.get("etag")).toBe('"2"');
      expect(moved.body).toMatchObject({
        code: "TRANSFER_UPDATED",
        transfer: { toWalletId: u.euros.id, toAmount: 9, toCurrency: "EUR", description: "Trip", version: 2 },
      });
      expect(await u.balances()).toEqual([90, 0, 59]);
      const leg = await u.api.get(`/transaction/${made.incomingTransactionId}`);
      expect(leg.body.transaction).toMatchObject({ walletId: u.euros.id, amount: 9, currency: "EUR", version: 2 });

      const stale = await u.api.call("PATCH", `/transfers/${made.id}`, {
        body: { amount: 1 },
        headers: { "If-Match": '"1"' },
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: "CONFLICT", current: moved.body.transfer });
      const noRate = await u.api.patch(`/transfers/${made.id}`, { toWalletId: u.savings.id, amount: 3, toAmount: 4 });
      expect(noRate.status).toBe(400);
      expect(noRate.body.details[0].path).toBe("toAmount");
      const back = await u.api.patch(`/transfers/${made.id}`, { toWalletId: u.savings.id, amount: 3, version: 2 });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body.transfer).toMatchObject({ amount: 3, toAmount: 3, toCurrency: "USD", version: 3 });
      expect(await u.balances()).toEqual([97, 3, 50]);
      const empty = await u.api.patch(`/transfers/${made.id}`, {});
      expect(empty.status).toBe(400);
    });
  });

  describe("a leg through /transaction/:id", () => {
    it("PATCH is 409 TRANSACTION_IS_TRANSFER_LEG naming the transfer; DELETE removes the whole transfer", async () => {
      const u = await anAccount();
      const made = await u.transfer({ amount: 10 });
      const patch = await u.api.patch(`/transaction/${made.outgoingTransactionId}`, { amount: 1 });
      expect(patch.status).toBe(409);
      expect(patch.body).toMatchObject({
        code: "TRANSACTION_IS_TRANSFER_LEG",
        details: [{ path: "transferId", message: made.id }],
      });
      expect(await u.balances()).toEqual([90, 10, 50]);

      const removed = await u.api.delete(`/transaction/${made.incomingTransactionId}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({
        code: "TRANSACTION_DELETED",
        transaction: { id: made.incomingTransactionId, transferId: made.id },
        budgets: [],
      });
      expect((await u.api.get(`/transfers/${made.id}`)).status).toBe(404);
      expect((await u.api.get(`/transaction/${made.outgoingTransactionId}`)).status).toBe(404);
      expect(await u.balances()).toEqual([100, 0, 50]);
    });
  });

  describe("DELETE /transfers/:id", () => {
    it("removes both legs and gives both balances back, once", async () => {
      const u = await anAccount();
      const made = await u.transfer({ amount: 10 });
      const res = await u.api.delete(`/transfers/${made.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: "TRANSFER_DELETED", transfer: { id: made.id } });
      expect(await u.balances()).toEqual([100, 0, 50]);
      expect((await u.api.get("/transaction")).body.transactions).toEqual([]);
      expect((await u.api.delete(`/transfers/${made.id}`)).status).toBe(404);
    });
  });

  describe("what transfers are not", () => {
    it("count in no income or expense total, category, trend, recent list or budget", async () => {
      const u = await anAccount();
      await u.post("/budgets", aBudget({ walletId: u.checking.id, categoryId: u.food.id }, { limit: 50 }));
      await u.post(
        "/transaction",
        aTransaction({ walletId: u.checking.id, categoryId: u.food.id }, { amount: 7, date: "2026-03-10T08:00:00Z" }),
      );
      await u.transfer({ amount: 40, date: "2026-03-10T09:00:00Z" });
      await u.transfer({ amount: 2, date: "2026-03-01" });
      await u.post("/transfers", aTransfer({ fromWalletId: u.savings.id, toWalletId: u.checking.id }, { amount: 1 }));

      const res = await u.api.get("/dashboard/summary");
      expect(res.status).toBe(200);
      const { summary } = res.body;
      expect(summary.totals).toEqual([{ currency: "USD", income: 0, expense: 7, net: -7, count: 1 }]);
      expect(summary.byCategory).toEqual([
        { categoryId: u.food.id, name: "Food", currency: "USD", income: 0, expense: 7, count: 1 },
      ]);
      expect(summary.recent.map((tx: { transferId: string | null }) => tx.transferId)).toEqual([null]);
      expect(summary.trend.find((m: { month: string }) => m.month === "2026-03")).toMatchObject({
        income: 0,
        expense: 7,
      });
      expect(summary.budgets).toEqual([expect.objectContaining({ spent: 7, limit: 50 })]);
      expect(summary.wallets.map((w: { balance: number }) => w.balance)).toEqual([52, 41, 50]);
    });
  });
});
