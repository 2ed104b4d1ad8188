import { describe, expect, it } from "vitest";
import {
  aCategory,
  aTransaction,
  aUser,
  aWallet,
  registerAndLogin,
  seedWalletAndCategory,
  useTestApp,
} from "../support";
import { errorBody } from "./support";

/**
 * OWASP API4 (unrestricted resource consumption): the contract's limits in one place. Bodies over
 * 1 MiB (413, before the token is even read), list pages of at most 100, names of at most 100
 * characters and descriptions of at most 500 (exactly the limit passes). Receipt size and type:
 * test/receipts.e2e.test.ts (413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_RECEIPT_TYPE).
 */
describe("limits", () => {
  const t = useTestApp();
  const MiB = 1024 * 1024;

  it("answers 413 PAYLOAD_TOO_LARGE for a JSON body over 1 MiB on every JSON route, token or not", async () => {
    const { token } = await registerAndLogin(t());
    const big = JSON.stringify({ name: "x".repeat(MiB) });
    const routes: [string, string][] = [
      ["POST", "/api/v1/auth/register"],
      ["POST", "/api/v1/auth/login"],
      ["POST", "/api/v1/wallet"],
      ["POST", "/api/v1/categories"],
      ["POST", "/api/v1/transaction"],
      ["PATCH", "/api/v1/transaction/01900000-0000-7000-8000-000000000000"],
      ["POST", "/api/v1/budgets"],
      ["PATCH", "/api/v1/budgets/01900000-0000-7000-8000-000000000000"],
      ["POST", "/api/v1/budgets/01900000-0000-7000-8000-000000000000/share"],
      ["PATCH", "/api/v1/budgets/01900000-0000-7000-8000-000000000000/members/01900000-0000-7000-8000-000000000001"],
    ];
    for (const [method, path] of routes) {
      for (const auth of [{ token }, {}]) {
        const res = await t().request(method, path, {
          ...auth,
          rawBody: big,
          headers: { "content-type": "application/json" },
        });
        expect(res.status, `${method} ${path}`).toBe(413);
        expect(res.body).toEqual(errorBody("PAYLOAD_TOO_LARGE"));
      }
    }
  });

  it("answers at most 100 transactions per page; limit outside 1-100 is 400", async () => {
    const { api } = await registerAndLogin(t());
    for (const limit of ["101", "1000", "1e3", "0", "-1", "50.5", "Infinity", "NaN", ""]) {
      const res = await api.get("/transaction", { limit });
      expect(res.status, `limit=${limit}`).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
    }
    const max = await api.get("/transaction", { limit: "100" });
    expect(max.status).toBe(200);
    expect(max.body.page.limit).toBe(100);
  });

  it("caps names at 100 characters (register, wallet, category, budget) and descriptions at 500", async () => {
    const { api } = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(api);
    const name = (length: number) => "n".repeat(length);

    const register = (length: number) =>
      t()
        .client()
        .post("/auth/register", aUser({ name: name(length) }));
    const createWallet = (length: number) => api.post("/wallet", aWallet({ name: name(length) }));
    const createCategory = (length: number) => api.post("/categories", aCategory({ name: name(length) }));
    const createBudget = (length: number) =>
      api.post("/budgets", {
        name: `${name(length - 8)}${Math.random().toString(36).slice(2, 10)}`,
        currency: "USD",
        limit: 10,
        period: "monthly",
        walletId: wallet.id,
        categoryIds: [category.id],
      });
    const describe_ = (length: number) =>
      api.post(
        "/transaction",
        aTransaction({ walletId: wallet.id, categoryId: category.id }, { description: "d".repeat(length) }),
      );

    for (const [what, send, limit] of [
      ["register name", register, 100],
      ["wallet name", createWallet, 100],
      ["category name", createCategory, 100],
      ["budget name", createBudget, 100],
      ["transaction description", describe_, 500],
    ] as const) {
      const ok = await send(limit);
      expect(ok.status, `${what} of ${limit}`).toBe(201);
      const over = await send(limit + 1);
      expect(over.status, `${what} of ${limit + 1}`).toBe(400);
      expect(over.body.code).toBe("VALIDATION_ERROR");
    }

    const patch = await api.get("/transaction", { limit: 1 });
    const id = patch.body.transactions[0].id as string;
    expect((await api.patch(`/transaction/${id}`, { description: "d".repeat(501) })).status).toBe(400);
    expect((await api.get("/transaction", { q: "q".repeat(201) })).status).toBe(400);
  });

  it("refuses more than 100 categories in a budget", async () => {
    const { api } = await registerAndLogin(t());
    const { wallet } = await seedWalletAndCategory(api);
    const res = await api.post("/budgets", {
      name: "Too many",
      currency: "USD",
      limit: 10,
      period: "monthly",
      walletId: wallet.id,
      categoryIds: Array.from({ length: 101 }, (_, i) => `01900000-0000-7000-8000-${String(i).padStart(12, "0")}`),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
  });
});
