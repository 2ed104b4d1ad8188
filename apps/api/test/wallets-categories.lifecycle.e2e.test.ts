import { describe, expect, it } from "vitest";
import { pngOfSize, receiptForm, stubOcr } from "./receipts.support";
import {
  aBudget,
  aCategory,
  anUnknownId,
  aTransaction,
  aWallet,
  describeEachStore,
  registerAndLogin,
  type TestResponse,
  useTestApp,
} from "./support";

const expectError = (res: TestResponse, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ code, message: expect.any(String), error: res.body.message });
};

const RECEIPT = {
  merchant: "Corner Shop",
  date: "2026-03-01",
  currency: "USD",
  lines: [{ description: "Bread", amount: 2.5 }],
  total: 2.5,
};

describeEachStore("wallets and categories: read, edit, archive, delete", (store) => {
  const t = useTestApp({ store, deps: { ocr: stubOcr(RECEIPT) } });

  /** A user with a wallet (100.00 USD), a category and one 12.50 expense. */
  const anAccount = async () => {
    const user = await registerAndLogin(t());
    const wallet = (await user.api.post("/wallet", aWallet({ balance: 100 }))).body.wallet;
    const category = (await user.api.post("/categories", aCategory())).body.category;
    const refs = { walletId: wallet.id as string, categoryId: category.id as string };
    const transaction = (await user.api.post("/transaction", aTransaction(refs))).body.transaction;
    expect(wallet.balance).toBe(100);
    return { ...user, refs, wallet: { ...wallet, balance: 87.5 }, category, transaction };
  };

  describe("GET/PATCH/DELETE /wallet/:id", () => {
    it("reads, renames, archives and moves the balance by the change of the opening balance", async () => {
      const { api, refs, wallet } = await anAccount();
      const read = await api.get(`/wallet/${refs.walletId}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ code: "WALLET_FETCHED", message: expect.any(String), wallet });
      const patched = await api.patch(`/wallet/${refs.walletId}`, {
        name: "Main",
        initialBalance: 200,
        archived: true,
      });
      expect(patched.status).toBe(200);
      expect(patched.body.code).toBe("WALLET_UPDATED");
      expect(patched.body.wallet).toMatchObject({ name: "Main", initialBalance: 200, balance: 187.5, archived: true });
      expect((await api.get(`/wallet/${refs.walletId}`)).body.wallet).toEqual(patched.body.wallet);
    });

    it("answers 400 for an empty patch, bad values and a malformed id; 404 for another user's or a missing wallet", async () => {
      const { api, refs } = await anAccount();
      const other = await anAccount();
      for (const body of [{}, { initialBalance: 0.001 }, { archived: "yes" }, { currency: "XYZ" }, { balance: 1 }]) {
        expectError(await api.patch(`/wallet/${refs.walletId}`, body), 400, "VALIDATION_ERROR");
      }
      expectError(await api.get("/wallet/not-an-id"), 400, "VALIDATION_ERROR");
      for (const id of [other.refs.walletId, anUnknownId()]) {
        expectError(await api.get(`/wallet/${id}`), 404, "WALLET_NOT_FOUND");
        expectError(await api.patch(`/wallet/${id}`, { name: "Mine" }), 404, "WALLET_NOT_FOUND");
        expectError(await api.delete(`/wallet/${id}`), 404, "WALLET_NOT_FOUND");
      }
      expect((await other.api.get(`/wallet/${other.refs.walletId}`)).body.wallet).toEqual(other.wallet);
    });

    it("changes the currency only while the wallet is unused: 409 WALLET_CURRENCY_LOCKED", async () => {
      const { api, refs } = await anAccount();
      expectError(
        await api.patch(`/wallet/${refs.walletId}`, { currency: "EUR", initialBalance: 1 }),
        409,
        "WALLET_CURRENCY_LOCKED",
      );
      const fresh = (await api.post("/wallet", aWallet({ balance: 10 }))).body.wallet;
      expectError(await api.patch(`/wallet/${fresh.id}`, { currency: "EUR" }), 400, "VALIDATION_ERROR");
      const euro = await api.patch(`/wallet/${fresh.id}`, { currency: "eur", initialBalance: 7.5 });
      expect(euro.body.wallet).toMatchObject({ currency: "EUR", initialBalance: 7.5, balance: 7.5 });
    });

    it("deletes an unused wallet; one in use is 409 WALLET_IN_USE unless reassignTo takes it over", async () => {
      const { api, refs, transaction } = await anAccount();
      const spare = (await api.post("/wallet", aWallet({ balance: 5 }))).body.wallet;
      const gone = await api.delete(`/wallet/${spare.id}`);
      expect(gone.status).toBe(200);
      expect(gone.body).toEqual({ code: "WALLET_DELETED", message: expect.any(String), wallet: spare });
      expectError(await api.get(`/wallet/${spare.id}`), 404, "WALLET_NOT_FOUND");
      expectError(await api.delete(`/wallet/${refs.walletId}`), 409, "WALLET_IN_USE");
      const budget = (await api.post("/budgets", aBudget(refs))).body.budget;
      const target = (await api.post("/wallet", aWallet({ balance: 10 }))).body.wallet;
      const moved = await api.delete(`/wallet/${refs.walletId}?reassignTo=${target.id}`);
      expect(moved.status).toBe(200);
      expect((await api.get(`/wallet/${target.id}`)).body.wallet.balance).toBe(-2.5);
      expect((await api.get(`/transaction/${transaction.id}`)).body.transaction.walletId).toBe(target.id);
      expect((await api.get(`/budgets/${budget.id}`)).body.budget.walletId).toBe(target.id);
    });

    it("moves transfers with their legs; a target that a transfer links to the wallet is 400", async () => {
      const { api, refs } = await anAccount();
      const savings = (await api.post("/wallet", aWallet({ balance: 0 }))).body.wallet;
      const target = (await api.post("/wallet", aWallet({ balance: 0 }))).body.wallet;
      const body = { amount: 20, date: "2026-03-02T10:00:00Z" };
      const out = await api.post("/transfers", { ...body, fromWalletId: refs.walletId, toWalletId: savings.id });
      expect(out.status, JSON.stringify(out.body)).toBe(201);
      const across = await api.post("/transfers", { ...body, fromWalletId: savings.id, toWalletId: target.id });
      expect(across.status).toBe(201);
      const refused = await api.delete(`/wallet/${savings.id}?reassignTo=${target.id}`);
      expectError(refused, 400, "VALIDATION_ERROR");
      expect(refused.body.details).toEqual([{ path: "reassignTo", message: expect.any(String) }]);
      expect((await api.delete(`/wallet/${refs.walletId}?reassignTo=${target.id}`)).status).toBe(200);
      const moved = await api.get(`/transfers/${out.body.transfer.id}`);
      expect(moved.body.transfer).toMatchObject({ fromWalletId: target.id, toWalletId: savings.id });
      expect((await api.get(`/wallet/${target.id}`)).body.wallet.balance).toBe(-12.5 - 20 + 20);
    });

    it("refuses a reassignTo that is itself, malformed, another user's, missing, archived or in another currency", async () => {
      const { api, refs } = await anAccount();
      const other = await anAccount();
      const archived = (await api.post("/wallet", aWallet())).body.wallet;
      await api.patch(`/wallet/${archived.id}`, { archived: true });
      const euro = (await api.post("/wallet", aWallet({ currency: "EUR" }))).body.wallet;
      const remove = (to: string) => api.delete(`/wallet/${refs.walletId}?reassignTo=${to}`);
      expectError(await remove(refs.walletId), 400, "VALIDATION_ERROR");
      expectError(await remove("nope"), 400, "VALIDATION_ERROR");
      expectError(await remove(other.refs.walletId), 404, "WALLET_NOT_FOUND");
      expectError(await remove(anUnknownId()), 404, "WALLET_NOT_FOUND");
      expectError(await remove(archived.id), 409, "WALLET_ARCHIVED");
      expectError(await remove(euro.id), 400, "CURRENCY_MISMATCH");
      expect((await api.get(`/wallet/${refs.walletId}`)).status).toBe(200);
      expect((await other.api.get(`/wallet/${other.refs.walletId}`)).body.wallet).toEqual(other.wallet);
    });
  });

  describe("archived wallets and categories", () => {
    it("are hidden from lists unless archived=true, and refuse new transactions, receipts and budgets: 409", async () => {
      const { api, refs, transaction, token } = await anAccount();
      const open = (await api.post("/wallet", aWallet())).body.wallet;
      const openCategory = (await api.post("/categories", aCategory())).body.category;
      await api.patch(`/wallet/${refs.walletId}`, { archived: true });
      await api.patch(`/categories/${refs.categoryId}`, { archived: true });
      const wallets = await api.get("/wallet");
      expect(wallets.body.wallets.map((w: { id: string }) => w.id)).toEqual([open.id]);
      const all = await api.get("/wallet", { archived: "true" });
      expect(all.body.wallets.map((w: { id: string }) => w.id)).toEqual([refs.walletId, open.id]);
      expect((await api.get("/categories")).body.categories.map((c: { id: string }) => c.id)).toEqual([
        openCategory.id,
      ]);
      expect((await api.get("/categories", { archived: "true" })).body.categories).toHaveLength(2);
      const openRefs = { walletId: open.id, categoryId: openCategory.id };
      expectError(
        await api.post("/transaction", aTransaction({ ...openRefs, walletId: refs.walletId })),
        409,
        "WALLET_ARCHIVED",
      );
      expectError(
        await api.post("/transaction", aTransaction({ ...openRefs, categoryId: refs.categoryId })),
        409,
        "CATEGORY_ARCHIVED",
      );
      const elsewhere = (await api.post("/transaction", aTransaction(openRefs))).body.transaction;
      expectError(await api.patch(`/transaction/${elsewhere.id}`, { walletId: refs.walletId }), 409, "WALLET_ARCHIVED");
      expectError(
        await api.patch(`/transaction/${elsewhere.id}`, { categoryId: refs.categoryId }),
        409,
        "CATEGORY_ARCHIVED",
      );
      expect((await api.patch(`/transaction/${transaction.id}`, { description: "kept" })).status).toBe(200);
      const receipt = (walletId: string, categoryId: string) =>
        t().request("POST", "/api/v1/transaction/receipt", {
          token,
          rawBody: receiptForm({ receipt: pngOfSize(64), walletId, categoryId }),
        });
      expectError(await receipt(refs.walletId, openCategory.id), 409, "WALLET_ARCHIVED");
      expectError(await receipt(open.id, refs.categoryId), 409, "CATEGORY_ARCHIVED");
      expectError(
        await api.post("/budgets", aBudget({ ...openRefs, walletId: refs.walletId })),
        409,
        "WALLET_ARCHIVED",
      );
      expectError(
        await api.post("/budgets", aBudget({ ...openRefs, categoryId: refs.categoryId })),
        409,
        "CATEGORY_ARCHIVED",
      );
      // A budget keeps its archived links and stays editable; only new links to archived ones are refused.
      const budget = (await api.post("/budgets", aBudget(openRefs))).body.budget;
      expectError(await api.patch(`/budgets/${budget.id}`, { walletId: refs.walletId }), 409, "WALLET_ARCHIVED");
      const relink = { categoryIds: [openCategory.id, refs.categoryId] };
      expectError(await api.patch(`/budgets/${budget.id}`, relink), 409, "CATEGORY_ARCHIVED");
      await api.patch(`/categories/${refs.categoryId}`, { archived: false });
      expect((await api.patch(`/budgets/${budget.id}`, relink)).status).toBe(200);
      await api.patch(`/categories/${refs.categoryId}`, { archived: true });
      expect((await api.patch(`/budgets/${budget.id}`, { ...relink, limit: 300 })).status).toBe(200);
    });
  });

  describe("paging of the wallet and category lists", () => {
    it("pages with limit and cursor, hasMore and nextCursor; 100 by default; bad queries are 400", async () => {
      const { api } = await registerAndLogin(t());
      const made: string[] = [];
      for (let i = 0; i < 5; i += 1) made.push((await api.post("/wallet", aWallet({ name: `W${i}` }))).body.wallet.id);
      const seen: string[] = [];
      let cursor: string | undefined;
      for (;;) {
        const page = await api.get("/wallet", { limit: "2", ...(cursor && { cursor }) });
        expect(page.status).toBe(200);
        seen.push(...page.body.wallets.map((w: { id: string }) => w.id));
        expect(page.body.page.hasMore).toBe(page.body.page.nextCursor !== null);
        if (!page.body.page.hasMore) break;
        cursor = page.body.page.nextCursor;
      }
      expect(seen).toEqual(made);
      expect((await api.get("/wallet")).body.page).toEqual({ limit: 100, nextCursor: null, hasMore: false });
      for (const query of [
        { limit: "0" },
        { limit: "101" },
        { cursor: "bogus" },
        { archived: "yes" },
        { other: "1" },
      ]) {
        expectError(await api.get("/wallet", query), 400, "VALIDATION_ERROR");
        expectError(await api.get("/categories", query), 400, "VALIDATION_ERROR");
      }
      for (let i = 0; i < 3; i += 1) await api.post("/categories", aCategory());
      const first = await api.get("/categories", { limit: "2" });
      const second = await api.get("/categories", { limit: "2", cursor: first.body.page.nextCursor });
      expect([first.body.categories.length, second.body.categories.length, second.body.page.hasMore]).toEqual([
        2,
        1,
        false,
      ]);
    });
  });

  describe("GET/PATCH/DELETE /categories/:id", () => {
    it("reads and renames; a name the caller has is 409 CATEGORY_ALREADY_EXISTS; another user's is 400 INVALID_CATEGORY_EXIST_PARAMS", async () => {
      const { api, refs, category } = await anAccount();
      const other = await anAccount();
      expect((await api.get(`/categories/${refs.categoryId}`)).body).toEqual({
        code: "CATEGORY_FETCHED",
        message: expect.any(String),
        category,
      });
      const rent = (await api.post("/categories", { name: "Rent" })).body.category;
      expectError(await api.patch(`/categories/${refs.categoryId}`, { name: "RENT" }), 409, "CATEGORY_ALREADY_EXISTS");
      const renamed = await api.patch(`/categories/${rent.id}`, { name: "rent", archived: true });
      expect(renamed.body).toMatchObject({ code: "CATEGORY_UPDATED", category: { name: "rent", archived: true } });
      expectError(await api.get("/categories/nope"), 400, "VALIDATION_ERROR");
      expectError(await api.patch(`/categories/${refs.categoryId}`, {}), 400, "VALIDATION_ERROR");
      for (const id of [other.refs.categoryId, anUnknownId()]) {
        expectError(await api.get(`/categories/${id}`), 400, "INVALID_CATEGORY_EXIST_PARAMS");
        expectError(await api.patch(`/categories/${id}`, { name: "Mine" }), 400, "INVALID_CATEGORY_EXIST_PARAMS");
        expectError(await api.delete(`/categories/${id}`), 400, "INVALID_CATEGORY_EXIST_PARAMS");
      }
    });

    it("deletes an unused category; one in use is 409 CATEGORY_IN_USE unless reassignTo takes it over", async () => {
      const { api, refs, transaction } = await anAccount();
      const other = await anAccount();
      const spare = (await api.post("/categories", aCategory())).body.category;
      expect((await api.delete(`/categories/${spare.id}`)).body).toEqual({
        code: "CATEGORY_DELETED",
        message: expect.any(String),
        category: spare,
      });
      expectError(await api.delete(`/categories/${refs.categoryId}`), 409, "CATEGORY_IN_USE");
      const target = (await api.post("/categories", aCategory())).body.category;
      const budget = (await api.post("/budgets", aBudget(refs, { categoryIds: [refs.categoryId, target.id] }))).body
        .budget;
      const archived = (await api.post("/categories", aCategory())).body.category;
      await api.patch(`/categories/${archived.id}`, { archived: true });
      const remove = (to: string) => api.delete(`/categories/${refs.categoryId}?reassignTo=${to}`);
      expectError(await remove(refs.categoryId), 400, "VALIDATION_ERROR");
      expectError(await remove(other.refs.categoryId), 400, "INVALID_CATEGORY_EXIST_PARAMS");
      expectError(await remove(archived.id), 409, "CATEGORY_ARCHIVED");
      expect((await remove(target.id)).status).toBe(200);
      expect((await api.get(`/transaction/${transaction.id}`)).body.transaction.categoryId).toBe(target.id);
      expect((await api.get(`/budgets/${budget.id}`)).body.budget.categoryIds).toEqual([target.id]);
      const summary = await api.get("/dashboard/summary", { from: "2026-03-01", to: "2026-03-31" });
      expect(summary.body.summary.byCategory.map((c: { categoryId: string }) => c.categoryId)).toEqual([target.id]);
    });
  });
});
