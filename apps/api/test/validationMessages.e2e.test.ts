import { describe, expect, it } from "vitest";
import { aBudgetBody, anAccount } from "./budgets.support";
import {
  aCategory,
  aTransaction,
  aUser,
  aWallet,
  describeEachStore,
  registerAndLogin,
  seedWalletAndCategory,
  useTestApp,
} from "./support";

const EMOJI = "\u{1F600}"; // one character, two UTF-16 units

describeEachStore("validation messages say what is wrong", (store) => {
  const t = useTestApp({ store });

  const userWithWallet = async () => {
    const user = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(user.api);
    return { ...user, refs: { walletId: wallet.id as string, categoryId: category.id as string } };
  };

  describe("a present field of the wrong JSON type is not 'required'", () => {
    it("walletId: 123 says walletId must be a string; an absent walletId says it is required", async () => {
      const u = await userWithWallet();
      const wrongType = await u.api.post("/transaction", aTransaction(u.refs, { walletId: 123 }));
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.details).toEqual([{ path: "walletId", message: "walletId must be a string" }]);
      const { walletId: _absent, ...withoutWallet } = aTransaction(u.refs);
      const missing = await u.api.post("/transaction", withoutWallet);
      expect(missing.body.details).toEqual([{ path: "walletId", message: "walletId is required" }]);
    });

    it("says the expected type on every body: amount, name, currency, categoryIds", async () => {
      const u = await userWithWallet();
      const amount = await u.api.post("/transaction", aTransaction(u.refs, { amount: "12" }));
      expect(amount.body.details).toEqual([{ path: "amount", message: "amount must be a number" }]);
      const name = await u.api.post("/wallet", aWallet({ name: ["Cash"] }));
      expect(name.body.details).toEqual([{ path: "name", message: "name must be a string" }]);
      const currency = await u.api.post("/wallet", aWallet({ currency: null }));
      expect(currency.body.details).toEqual([{ path: "currency", message: "currency must be a string" }]);
      const owner = await anAccount(t());
      const ids = await owner.api.post("/budgets", aBudgetBody(owner, { categoryIds: "all" }));
      expect(ids.body.details).toEqual([{ path: "categoryIds", message: "categoryIds must be an array" }]);
      const id = await owner.api.post("/budgets", aBudgetBody(owner, { categoryIds: [7] }));
      expect(id.body.details).toEqual([{ path: "categoryIds.0", message: "categoryIds.0 must be a string" }]);
    });
  });

  describe("a value out of bounds says the bound", () => {
    it("a 501-character description says it is longer than 500 characters", async () => {
      const u = await userWithWallet();
      const res = await u.api.post("/transaction", aTransaction(u.refs, { description: "x".repeat(501) }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Description is longer than 500 characters");
      expect(res.body.details).toEqual([{ path: "description", message: res.body.message }]);
    });

    it("a 100 KB password at login says it is too long, not that it is required", async () => {
      const res = await t()
        .client()
        .post("/auth/login", { email: "a@example.com", password: "p".repeat(100_000) });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { path: "password", message: "password must be at most 1024 characters long" },
      ]);
      const register = await t()
        .client()
        .post("/auth/register", aUser({ password: "p".repeat(100_000) }));
      expect(register.body.details).toEqual([{ path: "password", message: "Password must be at most 72 bytes" }]);
    });
  });

  describe("names count characters as people do", () => {
    it("accepts 100 emoji as a user, wallet, category and budget name and answers them unchanged", async () => {
      const name = EMOJI.repeat(100);
      const registered = await t().client().post("/auth/register", aUser({ name }));
      expect(registered.status).toBe(201);
      expect(registered.body.user.name).toBe(name);
      const owner = await anAccount(t());
      const wallet = await owner.api.post("/wallet", aWallet({ name }));
      expect(wallet.status).toBe(201);
      expect(wallet.body.wallet.name).toBe(name);
      const category = await owner.api.post("/categories", aCategory({ name }));
      expect(category.status).toBe(201);
      expect(category.body.category.name).toBe(name);
      const budget = await owner.api.post("/budgets", aBudgetBody(owner, { name }));
      expect(budget.status).toBe(201);
      expect(budget.body.budget.name).toBe(name);
      const listed = await owner.api.get("/wallet");
      expect(listed.body.wallets.map((w: { name: string }) => w.name)).toContain(name);
    });

    it("refuses 101 emoji with the length rule's message, and keeps 500 emoji of description", async () => {
      const u = await userWithWallet();
      const tooLong = await u.api.post("/wallet", aWallet({ name: EMOJI.repeat(101) }));
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe("Name is longer than 100 characters");
      const description = EMOJI.repeat(500);
      const created = await u.api.post("/transaction", aTransaction(u.refs, { description }));
      expect(created.status).toBe(201);
      const read = await u.api.get(`/transaction/${created.body.transaction.id}`);
      expect(read.body.transaction.description).toBe(description);
    });
  });

  describe("media types", () => {
    it("JSON sent to the receipt route says the route wants multipart/form-data", async () => {
      const u = await userWithWallet();
      const res = await u.api.post("/transaction/receipt", u.refs);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "Content-Type must be multipart/form-data",
        error: "Content-Type must be multipart/form-data",
      });
    });

    it("a JSON body declared in another charset than UTF-8 is 415, never read as UTF-8", async () => {
      const u = await userWithWallet();
      const send = (contentType: string) =>
        t().request("POST", "/api/v1/wallet", {
          token: u.token,
          headers: { "content-type": contentType },
          rawBody: JSON.stringify(aWallet({ name: "Charset" })),
        });
      for (const contentType of ["application/json; charset=utf-16", 'application/json;charset="ISO-8859-1"']) {
        const refused = await send(contentType);
        expect(refused.status).toBe(415);
        expect(refused.body.code).toBe("UNSUPPORTED_MEDIA_TYPE");
        expect(refused.body.message).toBe("JSON bodies must be UTF-8 (charset=utf-8 or none)");
      }
      expect((await send("application/json; charset=UTF-8")).status).toBe(201);
      expect((await send("application/json")).status).toBe(201);
      const wallets = await u.api.get("/wallet");
      expect(wallets.body.wallets.filter((w: { name: string }) => w.name === "Charset")).toHaveLength(2);
    });
  });
});
