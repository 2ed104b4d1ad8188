import { describe, expect, it } from "vitest";
import { aCategory, aWallet, describeEachStore, registerAndLogin, useTestApp } from "./support";

const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describeEachStore("wallets and categories", (store) => {
  const t = useTestApp({ store });

  describe("POST /wallet, GET /wallet", () => {
    it("creates a wallet: 201 WALLET_CREATED {id, name, currency, balance, initialBalance, createdAt}", async () => {
      const { api } = await registerAndLogin(t());
      const res = await api.post("/wallet", aWallet({ name: "Savings", currency: "usd", balance: 1234.56 }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        code: "WALLET_CREATED",
        message: expect.any(String),
        wallet: {
          id: expect.any(String),
          name: "Savings",
          currency: "USD",
          balance: 1234.56,
          initialBalance: 1234.56,
          archived: false,
          createdAt: expect.stringMatching(ISO_Z),
        },
      });
    });

    it("lists only the caller's wallets: 200 WALLETS_FETCHED", async () => {
      const alice = await registerAndLogin(t());
      const bob = await registerAndLogin(t());
      await alice.api.post("/wallet", aWallet({ name: "A1" }));
      await alice.api.post("/wallet", aWallet({ name: "A2", currency: "JPY", balance: 5000 }));
      await bob.api.post("/wallet", aWallet({ name: "B1" }));
      const res = await alice.api.get("/wallet");
      expect(res.status).toBe(200);
      expect(res.body.code).toBe("WALLETS_FETCHED");
      expect(res.body.wallets.map((w: { name: string }) => w.name)).toEqual(["A1", "A2"]);
      expect(res.body.wallets[1]).toMatchObject({ currency: "JPY", balance: 5000 });
    });

    it("answers 400 VALIDATION_ERROR for an unknown currency, too many decimals, a non-number balance and unknown fields", async () => {
      const { api } = await registerAndLogin(t());
      const cases = [
        [aWallet({ currency: "XYZ" }), "currency"],
        [aWallet({ currency: "JPY", balance: 10.5 }), "balance"],
        [aWallet({ balance: 1.005 }), "balance"],
        [aWallet({ balance: "100" }), "balance"],
        [aWallet({ name: "" }), "name"],
        [{ ...aWallet(), owner: "x" }, "owner"],
      ] as const;
      for (const [body, path] of cases) {
        const res = await api.post("/wallet", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.code).toBe("VALIDATION_ERROR");
        expect(res.body.details).toContainEqual({ path, message: expect.any(String) });
      }
    });
  });

  describe("POST /categories, GET /categories", () => {
    it("creates a category: 201 CATEGORY_CREATED {id, name, createdAt} and lists the caller's: 200 CATEGORIES_FETCHED", async () => {
      const { api } = await registerAndLogin(t());
      const created = await api.post("/categories", { name: "Rent" });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        code: "CATEGORY_CREATED",
        message: expect.any(String),
        category: { id: expect.any(String), name: "Rent", archived: false, createdAt: expect.stringMatching(ISO_Z) },
      });
      await registerAndLogin(t()).then(({ api: other }) => other.post("/categories", { name: "Other's" }));
      const list = await api.get("/categories");
      expect(list.status).toBe(200);
      expect(list.body).toEqual({
        code: "CATEGORIES_FETCHED",
        message: expect.any(String),
        categories: [created.body.category],
        page: { limit: 100, nextCursor: null, hasMore: false },
      });
    });

    it("answers 409 CATEGORY_ALREADY_EXISTS for a name the caller has (any case), not for another user", async () => {
      const alice = await registerAndLogin(t());
      const bob = await registerAndLogin(t());
      const name = aCategory().name;
      expect((await alice.api.post("/categories", { name })).status).toBe(201);
      const again = await alice.api.post("/categories", { name: name.toUpperCase() });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe("CATEGORY_ALREADY_EXISTS");
      expect((await bob.api.post("/categories", { name })).status).toBe(201);
    });

    it("answers 400 VALIDATION_ERROR for a missing name and unknown fields", async () => {
      const { api } = await registerAndLogin(t());
      const missing = await api.post("/categories", {});
      expect(missing.status).toBe(400);
      expect(missing.body.details).toContainEqual({ path: "name", message: expect.any(String) });
      const unknown = await api.post("/categories", { name: "x", color: "red" });
      expect(unknown.status).toBe(400);
      expect(unknown.body.details).toContainEqual({ path: "color", message: expect.any(String) });
    });
  });
});
