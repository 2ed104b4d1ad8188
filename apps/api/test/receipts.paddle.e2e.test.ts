import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOcr, type OcrProvider } from "../src/composition/ocr";
import { postReceipt, receiptFixture } from "./receipts.support";
import { makeTestApp, registerAndLogin, seedWalletAndCategory, type TestApp, testConfig } from "./support";

/** OCR_PROVIDER=paddle from the composition root: the real PaddleOCR models on a real scanned receipt. */
describe("receipts read by the paddle engine", () => {
  let ocr: OcrProvider;
  let t: TestApp;

  beforeAll(async () => {
    ocr = createOcr(testConfig({ OCR_PROVIDER: "paddle" }));
    t = await makeTestApp({ deps: { ocr } });
  });

  afterAll(async () => {
    await t?.close();
    await ocr?.close();
  });

  it("records a real ringgit receipt on its printed date", async () => {
    const user = await registerAndLogin(t);
    const { wallet, category } = await seedWalletAndCategory(user.api, { wallet: { currency: "MYR" } });
    const res = await postReceipt(t, user.token, {
      receipt: receiptFixture("sroie-003.jpg"),
      walletId: wallet.id as string,
      categoryId: category.id as string,
      contentType: "image/jpeg",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.receipt.date).toBe("2018-12-25");
    expect(res.body.transactions.length).toBeGreaterThan(0);
    expect(res.body.receipt.currency).toBe("MYR");
  });

  it("refuses the same ringgit receipt (RM on its amounts) in a EUR wallet with 400 CURRENCY_MISMATCH", async () => {
    const user = await registerAndLogin(t);
    const { wallet, category } = await seedWalletAndCategory(user.api, { wallet: { currency: "EUR" } });
    const res = await postReceipt(t, user.token, {
      receipt: receiptFixture("sroie-003.jpg"),
      walletId: wallet.id as string,
      categoryId: category.id as string,
      contentType: "image/jpeg",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: "CURRENCY_MISMATCH", error: expect.stringContaining("MYR") });
    expect((await user.api.get("/transaction")).body.transactions).toEqual([]);
  });
});
