import type { ParsedReceipt } from "@finance/domain";
import fc from "fast-check";
import { expect, it } from "vitest";
import { pngOfSize, receiptForm } from "../../receipts.support";
import { describeEachStore, useTestApp } from "../../support";
import { checkAnswer, RECEIPT, runs } from "./answers";
import { fixture } from "./routes";

/** Whatever the OCR step answers is input like any other: generated receipts never make a 500. */
describeEachStore("what the OCR step answers is untrusted too", (store) => {
  let next: unknown = RECEIPT;
  const t = useTestApp({ store, deps: { ocr: { read: async () => next as ParsedReceipt } } });

  const amount = fc.oneof(
    fc.constantFrom(0, -1, 0.001, 1e308, -1e308, Number.NaN, Number.POSITIVE_INFINITY, 2.5, 99999999999, "3.49", null),
    fc.double(),
    fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 100),
  );
  const text = fc.oneof(
    fc.string({ unit: "binary", maxLength: 50 }),
    fc.constantFrom("TOTAL", "TAX 8%", "VAT incl.", "CASH", ""),
  );
  const receiptArb = fc.record({
    merchant: fc.option(text, { nil: null }),
    date: fc.option(
      fc.oneof(fc.constantFrom("2026-03-01", "0000-01-01", "9999-12-31", "+275760-01-01", "soon"), text),
      {
        nil: null,
      },
    ),
    currency: fc.option(fc.constantFrom("USD", "usd", "EUR", "XXX", "", "JPY"), { nil: null }),
    lines: fc.array(fc.record({ description: text, amount }), { maxLength: 8 }),
    total: fc.option(amount, { nil: null }),
  });

  it("never answers 500 INTERNAL_ERROR: the receipt is recorded, refused 4xx, or OCR_PARSE_FAILED", async () => {
    const f = await fixture(t());
    await fc.assert(
      fc.asyncProperty(receiptArb, async (receipt) => {
        next = receipt;
        const res = await t().request("POST", "/api/v1/transaction/receipt", {
          token: f.me.token,
          rawBody: receiptForm({ receipt: pngOfSize(64), walletId: f.walletId, categoryId: f.categoryId }),
        });
        const label = `receipt ${JSON.stringify(receipt).slice(0, 300)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        if (res.status >= 500) expect(res.body.code, label).toBe("OCR_PARSE_FAILED");
        else checkAnswer(label, res);
      }),
      { numRuns: runs(150, store), endOnFailure: true },
    );
  });

  it("a receipt with thousands of lines is one batch, not a database error", async () => {
    const f = await fixture(t());
    next = {
      ...RECEIPT,
      lines: Array.from({ length: 20_000 }, (_, i) => ({ description: `Item ${i}`, amount: 0.01 })),
      total: 200,
    };
    const res = await t().request("POST", "/api/v1/transaction/receipt", {
      token: f.me.token,
      rawBody: receiptForm({ receipt: pngOfSize(64), walletId: f.walletId, categoryId: f.categoryId }),
    });
    // The adapters insert a batch in chunks (PostgreSQL takes at most 65535 parameters per statement).
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body.transactions).toHaveLength(20_000);
  });
});
