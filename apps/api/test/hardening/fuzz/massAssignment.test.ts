import { describe, expect, it } from "vitest";
import { stubOcr } from "../../receipts.support";
import { aCategory, anUnknownId, aTransaction, aUser, aWallet, useTestApp } from "../../support";
import { RECEIPT } from "./answers";
import { fixture, unique } from "./routes";

/** OWASP API3 (mass assignment): fields only the service sets are refused by name and never applied. */
describe("fields a client must not set (mass assignment)", () => {
  const t = useTestApp({ deps: { ocr: stubOcr(RECEIPT) } });

  it("are refused with 400 VALIDATION_ERROR naming the field, and never applied", async () => {
    const f = await fixture(t());
    const api = f.me.api;
    const before = {
      wallets: (await api.get("/wallet")).body.wallets,
      transaction: (await api.get(`/transaction/${f.transactionId}`)).body.transaction,
      budget: (await api.get(`/budgets/${f.budgetId}`)).body.budget,
      categories: (await api.get("/categories")).body.categories,
    };
    const other = anUnknownId();
    const cases: [string, string, Record<string, unknown>, string[]][] = [
      ["POST", "/auth/register", aUser(), ["id", "createdAt", "passwordHash"]],
      ["POST", "/wallet", aWallet(), ["id", "userId", "ownerId", "initialBalance", "createdAt", "balanceMinor"]],
      ["POST", "/categories", aCategory(), ["id", "userId", "createdAt"]],
      ["PATCH", `/wallet/${f.walletId}`, { name: "Renamed" }, ["id", "userId", "balance", "balanceMinor", "createdAt"]],
      ["PATCH", `/categories/${f.categoryId}`, { name: unique("Category") }, ["id", "userId", "createdAt"]],
      [
        "POST",
        "/transaction",
        aTransaction({ walletId: f.walletId, categoryId: f.categoryId }),
        ["id", "userId", "ownerId", "balance", "amountMinor", "createdAt", "updatedAt"],
      ],
      ["PATCH", `/transaction/${f.transactionId}`, { description: "x" }, ["id", "userId", "balance", "createdAt"]],
      [
        "POST",
        "/budgets",
        {
          name: unique("Budget"),
          currency: "USD",
          limit: 10,
          period: "monthly",
          walletId: f.walletId,
          categoryIds: [f.categoryId],
        },
        ["id", "ownerId", "userId", "members", "progress", "createdAt"],
      ],
      ["PATCH", `/budgets/${f.budgetId}`, { limit: 1 }, ["id", "ownerId", "userId", "members", "createdAt"]],
      [
        "POST",
        `/budgets/${f.budgetId}/share`,
        { email: f.friend.credentials.email },
        ["status", "userId", "id", "budgetId", "respondedAt"],
      ],
      [
        "PATCH",
        `/budgets/${f.budgetId}/members/${f.memberId}`,
        { status: "accepted" },
        ["role", "share", "userId", "budgetId"],
      ],
    ];
    for (const [method, path, body, fields] of cases) {
      for (const field of fields) {
        const value = field === "status" ? "accepted" : field.endsWith("Id") || field === "id" ? other : 999;
        const res = await (method === "POST"
          ? api.post(path, { ...body, [field]: value })
          : api.patch(path, { ...body, [field]: value }));
        expect(res.status, `${method} ${path} with ${field}`).toBe(400);
        expect(res.body.code).toBe("VALIDATION_ERROR");
        expect(res.body.details).toContainEqual({ path: field, message: `Unknown field: ${field}` });
      }
    }
    const after = {
      wallets: (await api.get("/wallet")).body.wallets,
      transaction: (await api.get(`/transaction/${f.transactionId}`)).body.transaction,
      budget: (await api.get(`/budgets/${f.budgetId}`)).body.budget,
      categories: (await api.get("/categories")).body.categories,
    };
    expect(after).toEqual(before);
    // The invitation is still pending: `status` on a share never accepted it for the invitee.
    expect(after.budget.members.map((m: { status: string }) => m.status)).toEqual(["pending"]);
  });
});
