import { type Budget, type Currency, toCalendarDate } from "@finance/domain";
import { idOf } from "@finance/domain/testing";
import { describe, expect, it } from "vitest";
import {
  anUnknownId,
  aTransaction,
  describeEachStore,
  type LoggedInUser,
  registerAndLogin,
  seedWalletAndCategory,
  useTestApp,
} from "./support";

const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describeEachStore("transactions", (store) => {
  const t = useTestApp({ store });

  /** A user with a USD wallet (balance 100) and a category. */
  const userWithWallet = async () => {
    const user = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(user.api);
    const refs = { walletId: wallet.id as string, categoryId: category.id as string };
    return { ...user, wallet, category, refs };
  };

  const balanceOf = async (user: LoggedInUser, walletId: string): Promise<number> => {
    const res = await user.api.get("/wallet");
    return res.body.wallets.find((w: { id: string }) => w.id === walletId).balance;
  };

  describe("POST /transaction", () => {
    it("answers 201 TRANSACTION_CREATED with the transaction (signed amount) and budgets, and moves the balance", async () => {
      const u = await userWithWallet();
      const res = await u.api.post("/transaction", aTransaction(u.refs, { amount: 12.5, type: "expense" }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        code: "TRANSACTION_CREATED",
        message: expect.any(String),
        transaction: {
          id: expect.any(String),
          amount: -12.5,
          type: "expense",
          description: "Lunch",
          date: "2026-03-01T12:00:00.000Z",
          currency: "USD",
          walletId: u.refs.walletId,
          categoryId: u.refs.categoryId,
          transferId: null,
          createdAt: expect.stringMatching(ISO_Z),
          updatedAt: expect.stringMatching(ISO_Z),
          version: 1,
          tagIds: [],
        },
        budgets: [],
      });
      const income = await u.api.post("/transaction", aTransaction(u.refs, { amount: 0.1, type: "income" }));
      expect(income.body.transaction.amount).toBe(0.1);
      await u.api.post("/transaction", aTransaction(u.refs, { amount: 0.2, type: "income" }));
      expect(await balanceOf(u, u.refs.walletId)).toBe(87.8);
    });

    it("normalises the date to UTC and the currency to upper case; description is optional", async () => {
      const u = await userWithWallet();
      const { description: _d, ...body } = aTransaction(u.refs, { date: "2026-03-01T14:00:00+02:00", currency: "usd" });
      const res = await u.api.post("/transaction", body);
      expect(res.status).toBe(201);
      expect(res.body.transaction).toMatchObject({
        date: "2026-03-01T12:00:00.000Z",
        currency: "USD",
        description: "",
      });
    });

    it("reports the budgets an expense is allocated to, including an exceeded one (never blocks)", async () => {
      const u = await userWithWallet();
      const now = t().clock.now();
      const budget: Budget = {
        id: t().deps.ids.next(),
        ownerId: idOf(u.user.id),
        name: "Food",
        currency: "USD" as Currency,
        limitMinor: 1000,
        period: "monthly",
        startDate: toCalendarDate(now),
        endDate: null,
        walletId: idOf(u.refs.walletId),
        categoryIds: [idOf(u.refs.categoryId)],
        createdAt: now,
        updatedAt: now,
        version: 1,
      };
      await t().deps.repositories.budgets.create(budget);
      const res = await u.api.post("/transaction", aTransaction(u.refs, { amount: 12.5, date: now.toISOString() }));
      expect(res.status).toBe(201);
      expect(res.body.budgets).toEqual([
        expect.objectContaining({ budgetId: budget.id, spent: 12.5, limit: 10, remaining: -2.5, exceeded: true }),
      ]);
      const income = await u.api.post(
        "/transaction",
        aTransaction(u.refs, { type: "income", date: now.toISOString() }),
      );
      expect(income.body.budgets).toEqual([]);
    });

    it("answers 404 WALLET_NOT_FOUND for another user's, an unknown or a malformed wallet id", async () => {
      const u = await userWithWallet();
      const other = await userWithWallet();
      for (const walletId of [other.refs.walletId, anUnknownId(), "not-a-uuid"]) {
        const res = await u.api.post("/transaction", aTransaction({ ...u.refs, walletId }));
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ code: "WALLET_NOT_FOUND", message: expect.any(String), error: res.body.message });
      }
    });

    it("answers 400 INVALID_CATEGORY_EXIST_PARAMS for another user's, an unknown or a malformed category id", async () => {
      const u = await userWithWallet();
      const other = await userWithWallet();
      for (const categoryId of [other.refs.categoryId, anUnknownId(), "nope"]) {
        const res = await u.api.post("/transaction", aTransaction({ ...u.refs, categoryId }));
        expect(res.status).toBe(400);
        expect(res.body.code).toBe("INVALID_CATEGORY_EXIST_PARAMS");
      }
    });

    it("answers 400 CURRENCY_MISMATCH when the currency differs from the wallet's", async () => {
      const u = await userWithWallet();
      const res = await u.api.post("/transaction", aTransaction(u.refs, { currency: "EUR" }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("CURRENCY_MISMATCH");
    });

    it("answers 400 VALIDATION_ERROR 'Transaction date is invalid' for an invalid or missing date", async () => {
      const u = await userWithWallet();
      for (const date of ["2026-02-30", "yesterday", "2026-13-01T00:00:00Z", 12345]) {
        const res = await u.api.post("/transaction", aTransaction(u.refs, { date }));
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          code: "VALIDATION_ERROR",
          message: "Transaction date is invalid",
          error: "Transaction date is invalid",
          details: [{ path: "date", message: "Transaction date is invalid" }],
        });
      }
      const { date: _date, ...withoutDate } = aTransaction(u.refs);
      const missing = await u.api.post("/transaction", withoutDate);
      expect(missing.body.message).toBe("Transaction date is invalid");
    });

    it("answers 400 VALIDATION_ERROR with details for a bad amount, type, currency and unknown fields", async () => {
      const u = await userWithWallet();
      const cases = [
        [{ amount: 0 }, "amount"],
        [{ amount: -5 }, "amount"],
        [{ amount: "12" }, "amount"],
        [{ amount: 1.234 }, "amount"],
        [{ type: "transfer" }, "type"],
        [{ currency: "ZZZ" }, "currency"],
        [{ userId: "x" }, "userId"],
      ] as const;
      for (const [override, path] of cases) {
        const res = await u.api.post("/transaction", aTransaction(u.refs, override));
        expect(res.status, JSON.stringify(override)).toBe(400);
        expect(res.body.code).toBe("VALIDATION_ERROR");
        expect(res.body.details).toContainEqual({ path, message: expect.any(String) });
      }
      expect(await balanceOf(u, u.refs.walletId)).toBe(100);
    });
  });

  describe("GET, PATCH, DELETE /transaction/:id", () => {
    const withTransaction = async (override: Record<string, unknown> = {}) => {
      const u = await userWithWallet();
      const created = await u.api.post("/transaction", aTransaction(u.refs, override));
      return { ...u, tx: created.body.transaction };
    };

    it("GET answers 200 TRANSACTION_FETCHED with the transaction", async () => {
      const u = await withTransaction();
      const res = await u.api.get(`/transaction/${u.tx.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: "TRANSACTION_FETCHED", message: expect.any(String), transaction: u.tx });
    });

    it("answer 400 INVALID_TRANSACTION_ID for a malformed id (before the body is looked at)", async () => {
      const u = await withTransaction();
      for (const res of [
        await u.api.get("/transaction/123"),
        await u.api.patch("/transaction/123", { amount: "bad", extra: true }),
        await u.api.delete("/transaction/not-a-uuid"),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          code: "INVALID_TRANSACTION_ID",
          message: expect.any(String),
          error: res.body.message,
        });
      }
    });

    it("answer 404 TRANSACTION_NOT_FOUND for an unknown id", async () => {
      const u = await withTransaction();
      for (const res of [
        await u.api.get(`/transaction/${anUnknownId()}`),
        await u.api.patch(`/transaction/${anUnknownId()}`, { amount: 1 }),
        await u.api.delete(`/transaction/${anUnknownId()}`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.code).toBe("TRANSACTION_NOT_FOUND");
      }
    });

    it("answer 403 TRANSACTION_OWNER_MISMATCH for another user's transaction, which stays untouched", async () => {
      const owner = await withTransaction();
      const intruder = await registerAndLogin(t());
      for (const res of [
        await intruder.api.get(`/transaction/${owner.tx.id}`),
        await intruder.api.patch(`/transaction/${owner.tx.id}`, { amount: 1 }),
        await intruder.api.delete(`/transaction/${owner.tx.id}`),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe("TRANSACTION_OWNER_MISMATCH");
      }
      expect((await owner.api.get(`/transaction/${owner.tx.id}`)).body.transaction).toEqual(owner.tx);
    });

    it("accepts an upper-case id", async () => {
      const u = await withTransaction();
      const res = await u.api.get(`/transaction/${u.tx.id.toUpperCase()}`);
      expect(res.status).toBe(200);
    });

    it("PATCH answers 200 TRANSACTION_UPDATED, re-applies the sign rule and moves the balance", async () => {
      const u = await withTransaction({ amount: 10, type: "expense" });
      expect(await balanceOf(u, u.refs.walletId)).toBe(90);
      const res = await u.api.patch(`/transaction/${u.tx.id}`, { type: "income" });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe("TRANSACTION_UPDATED");
      expect(res.body.transaction).toMatchObject({ id: u.tx.id, amount: 10, type: "income", description: "Lunch" });
      expect(res.body.budgets).toEqual([]);
      expect(await balanceOf(u, u.refs.walletId)).toBe(110);

      const more = await u.api.patch(`/transaction/${u.tx.id}`, {
        amount: 2.25,
        type: "expense",
        description: "Coffee",
        date: "2026-04-02",
      });
      expect(more.body.transaction).toMatchObject({
        amount: -2.25,
        description: "Coffee",
        date: "2026-04-02T00:00:00.000Z",
      });
      expect(await balanceOf(u, u.refs.walletId)).toBe(97.75);
      const cleared = await u.api.patch(`/transaction/${u.tx.id}`, { description: null });
      expect(cleared.body.transaction.description).toBe("");
    });

    it("PATCH moves the amount between wallets and re-checks ownership of wallet and category", async () => {
      const u = await withTransaction({ amount: 10 });
      const second = await u.api.post("/wallet", { name: "Second", currency: "USD", balance: 0 });
      const moved = await u.api.patch(`/transaction/${u.tx.id}`, { walletId: second.body.wallet.id });
      expect(moved.status).toBe(200);
      expect(await balanceOf(u, u.refs.walletId)).toBe(100);
      expect(await balanceOf(u, second.body.wallet.id)).toBe(-10);

      const other = await userWithWallet();
      const foreignWallet = await u.api.patch(`/transaction/${u.tx.id}`, { walletId: other.refs.walletId });
      expect(foreignWallet.status).toBe(404);
      expect(foreignWallet.body.code).toBe("WALLET_NOT_FOUND");
      const foreignCategory = await u.api.patch(`/transaction/${u.tx.id}`, { categoryId: other.refs.categoryId });
      expect(foreignCategory.status).toBe(400);
      expect(foreignCategory.body.code).toBe("INVALID_CATEGORY_EXIST_PARAMS");
      const currency = await u.api.patch(`/transaction/${u.tx.id}`, { currency: "EUR" });
      expect(currency.status).toBe(400);
      expect(currency.body.code).toBe("CURRENCY_MISMATCH");
    });

    it("PATCH with an empty body, unknown fields or invalid values answers 400 VALIDATION_ERROR", async () => {
      const u = await withTransaction();
      const empty = await u.api.patch(`/transaction/${u.tx.id}`, {});
      expect(empty.status).toBe(400);
      expect(empty.body.code).toBe("VALIDATION_ERROR");
      expect(empty.body.message).toBe("At least one field is required");

      const noBody = await u.api.call("PATCH", `/transaction/${u.tx.id}`);
      expect(noBody.status).toBe(400);
      expect(noBody.body.code).toBe("VALIDATION_ERROR");

      const unknown = await u.api.patch(`/transaction/${u.tx.id}`, { userId: "someone" });
      expect(unknown.body.details).toContainEqual({ path: "userId", message: expect.any(String) });

      const badDate = await u.api.patch(`/transaction/${u.tx.id}`, { date: "31/12/2026" });
      expect(badDate.body).toMatchObject({ code: "VALIDATION_ERROR", message: "Transaction date is invalid" });

      const badAmount = await u.api.patch(`/transaction/${u.tx.id}`, { amount: -1 });
      expect(badAmount.body.details).toContainEqual({ path: "amount", message: expect.any(String) });
      expect((await u.api.get(`/transaction/${u.tx.id}`)).body.transaction).toEqual(u.tx);
    });

    it("DELETE answers 200 TRANSACTION_DELETED with the deleted record and restores the balance", async () => {
      const u = await withTransaction({ amount: 30 });
      expect(await balanceOf(u, u.refs.walletId)).toBe(70);
      const res = await u.api.delete(`/transaction/${u.tx.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: "TRANSACTION_DELETED", transaction: u.tx });
      expect(await balanceOf(u, u.refs.walletId)).toBe(100);
      expect((await u.api.get(`/transaction/${u.tx.id}`)).status).toBe(404);
      expect((await u.api.delete(`/transaction/${u.tx.id}`)).status).toBe(404);
    });
  });

  describe("GET /transaction", () => {
    /** A user with 5 transactions on 5 days (newest: day 5), alternating types, one in a second wallet. */
    const withHistory = async () => {
      const u = await userWithWallet();
      const second = await u.api.post("/wallet", { name: "Cash", currency: "USD", balance: 0 });
      const ids: string[] = [];
      for (let day = 1; day <= 5; day += 1) {
        const res = await u.api.post(
          "/transaction",
          aTransaction(
            { ...u.refs, walletId: day === 3 ? second.body.wallet.id : u.refs.walletId },
            {
              date: `2026-05-0${day}T10:00:00Z`,
              type: day % 2 === 0 ? "income" : "expense",
              description: day === 4 ? "Salary May" : `Shop ${day}`,
            },
          ),
        );
        ids.push(res.body.transaction.id);
      }
      return { ...u, ids, secondWalletId: second.body.wallet.id as string };
    };

    it("answers 200 TRANSACTIONS_FETCHED, newest first, only the caller's, with page {limit, nextCursor, hasMore}", async () => {
      const u = await withHistory();
      await withHistory();
      const res = await u.api.get("/transaction");
      expect(res.status).toBe(200);
      expect(res.body.code).toBe("TRANSACTIONS_FETCHED");
      expect(res.body.transactions.map((tx: { id: string }) => tx.id)).toEqual([...u.ids].reverse());
      expect(res.body.page).toEqual({ limit: 50, nextCursor: null, hasMore: false });
    });

    it("pages with limit and cursor, without gaps or repeats, stable under inserts", async () => {
      const u = await withHistory();
      const first = await u.api.get("/transaction", { limit: 2 });
      expect(first.body.transactions).toHaveLength(2);
      expect(first.body.page).toEqual({ limit: 2, nextCursor: expect.any(String), hasMore: true });
      await u.api.post("/transaction", aTransaction(u.refs, { date: "2026-06-01T00:00:00Z" }));
      const seen = first.body.transactions.map((tx: { id: string }) => tx.id);
      let cursor = first.body.page.nextCursor;
      while (cursor) {
        const page = await u.api.get("/transaction", { limit: 2, cursor });
        seen.push(...page.body.transactions.map((tx: { id: string }) => tx.id));
        expect(page.body.page.hasMore).toBe(page.body.page.nextCursor !== null);
        cursor = page.body.page.nextCursor;
      }
      expect(seen).toEqual([...u.ids].reverse());
    });

    it("filters by from/to, walletId, categoryId, type and q", async () => {
      const u = await withHistory();
      const ids = async (query: Record<string, string>) =>
        (await u.api.get("/transaction", query)).body.transactions.map((tx: { id: string }) => tx.id);
      const [d1, d2, d3, d4, d5] = u.ids as [string, string, string, string, string];
      expect(await ids({ from: "2026-05-02", to: "2026-05-04" })).toEqual([d4, d3, d2]);
      expect(await ids({ from: "2026-05-02T10:00:00Z", to: "2026-05-04T10:00:00Z" })).toEqual([d3, d2]);
      expect(await ids({ walletId: u.secondWalletId })).toEqual([d3]);
      expect(await ids({ categoryId: u.refs.categoryId })).toEqual([d5, d4, d3, d2, d1]);
      expect(await ids({ categoryId: anUnknownId() })).toEqual([]);
      expect(await ids({ type: "income" })).toEqual([d4, d2]);
      expect(await ids({ q: "salary" })).toEqual([d4]);
    });

    it("answers 400 VALIDATION_ERROR for a bad limit, cursor, date, id, type and unknown parameters", async () => {
      const u = await withHistory();
      const cases = [
        [{ limit: "0" }, "limit"],
        [{ limit: "101" }, "limit"],
        [{ limit: "ten" }, "limit"],
        [{ cursor: "garbage" }, "cursor"],
        [{ from: "not-a-date" }, "from"],
        [{ walletId: "nope" }, "walletId"],
        [{ type: "transfer" }, "type"],
        [{ sort: "asc" }, "sort"],
      ] as const;
      for (const [query, path] of cases) {
        const res = await u.api.get("/transaction", query);
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body.code).toBe("VALIDATION_ERROR");
        expect(res.body.details).toContainEqual({ path, message: expect.any(String) });
      }
    });
  });
});
