import type { ParsedReceipt } from "@finance/domain";
import { expect, it } from "vitest";
import { pngOfSize, receiptForm, stubOcr } from "../../receipts.support";
import { aCategory, aTransaction, aUser, aWallet, describeEachStore, useTestApp } from "../../support";
import { RECEIPT } from "./answers";
import { fixture } from "./routes";

/** Control characters in any text a client or the OCR step sends: refused or cleaned, never stored. */
describeEachStore("control characters in text (PostgreSQL cannot store U+0000)", (store) => {
  const NUL = "a\u0000b";
  const ocrReceipt: ParsedReceipt = {
    ...RECEIPT,
    merchant: "Shop\u0000",
    lines: [
      { description: "Bread\u0000\u0007 loaf", amount: 2.5 },
      { description: "\u0000", amount: 1.2 },
    ],
  };
  const t = useTestApp({ store, deps: { ocr: stubOcr(ocrReceipt) } });

  it("are refused in names, e-mails, descriptions and searches with 400 VALIDATION_ERROR; login answers 401", async () => {
    const f = await fixture(t());
    const api = f.me.api;
    const budget = (name: string) => ({
      name,
      currency: "USD",
      limit: 5,
      period: "monthly",
      walletId: f.walletId,
      categoryIds: [f.categoryId],
    });
    const refused = [
      await t()
        .client()
        .post("/auth/register", aUser({ name: NUL })),
      await t()
        .client()
        .post("/auth/register", aUser({ email: `x${NUL}@example.com` })),
      await t()
        .client()
        .post("/auth/register", aUser({ email: `x\u0085y@example.com` })),
      await api.post("/wallet", aWallet({ name: NUL })),
      await api.post("/categories", aCategory({ name: `Food\u001b[31m` })),
      await api.post(
        "/transaction",
        aTransaction({ walletId: f.walletId, categoryId: f.categoryId }, { description: NUL }),
      ),
      await api.patch(`/transaction/${f.transactionId}`, { description: NUL }),
      await api.get("/transaction", { q: NUL }),
      await api.post("/budgets", budget(NUL)),
      await api.patch(`/budgets/${f.budgetId}`, { name: NUL }),
      await api.post(`/budgets/${f.budgetId}/share`, { email: `x${NUL}@example.com` }),
    ];
    for (const res of refused) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
    }
    const login = await t()
      .client()
      .post("/auth/login", { email: `x${NUL}@example.com`, password: "whatever" });
    expect(login.status).toBe(401);
    expect(login.body.code).toBe("INVALID_CREDENTIALS");
    // Line breaks and tabs are fine in a description.
    const multiLine = await api.post(
      "/transaction",
      aTransaction({ walletId: f.walletId, categoryId: f.categoryId }, { description: "line one\n\tline two" }),
    );
    expect(multiLine.status).toBe(201);
    expect(multiLine.body.transaction.description).toBe("line one\n\tline two");
  });

  it("are cleaned out of what the OCR step read before it is stored", async () => {
    const f = await fixture(t());
    const res = await t().request("POST", "/api/v1/transaction/receipt", {
      token: f.me.token,
      rawBody: receiptForm({ receipt: pngOfSize(64), walletId: f.walletId, categoryId: f.categoryId }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.transactions.map((tx: { description: string }) => tx.description)).toEqual([
      "Bread loaf",
      expect.any(String),
    ]);
    expect(JSON.stringify(res.body.transactions)).not.toMatch(/\\u0000|\\u0007/);
  });
});
