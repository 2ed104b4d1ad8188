import { TesseractOcr } from "@finance/ocr-tesseract";
import { afterAll, describe, expect, it } from "vitest";
import { createOcr } from "../src/composition/ocr";
import {
  collidingIds,
  countingOcr,
  pngOfSize,
  postReceipt,
  receiptFixture,
  startFakeVisionServer,
  stubOcr,
} from "./receipts.support";
import {
  describeEachStore,
  type LoggedInUser,
  makeTestApp,
  registerAndLogin,
  seedWalletAndCategory,
  type TestApp,
  testConfig,
  useTestApp,
} from "./support";

/** Real offline OCR, one worker for the whole file. */
const tesseract = new TesseractOcr();
afterAll(() => tesseract.terminate());

const NOW = "2026-03-15T12:00:00.000Z";

/** A user with a wallet (USD 100 unless told) and a category. */
const anAccount = async (t: TestApp, wallet: Record<string, unknown> = {}) => {
  const user = await registerAndLogin(t);
  const seeded = await seedWalletAndCategory(user.api, { wallet });
  return { ...user, walletId: seeded.wallet.id as string, categoryId: seeded.category.id as string };
};

const balanceOf = async (user: LoggedInUser, walletId: string): Promise<number> =>
  (await user.api.get("/wallet")).body.wallets.find((w: { id: string }) => w.id === walletId).balance;

const transactionsOf = async (user: LoggedInUser) => (await user.api.get("/transaction")).body.transactions;

describeEachStore("POST /transaction/receipt", (store) => {
  const ocr = countingOcr(tesseract);
  const t = useTestApp({ store, now: NOW, deps: { ocr: ocr.port } });

  it("records each item of a clean receipt as an expense, moves the balance and reports budgets", async () => {
    const u = await anAccount(t());
    const budget = await u.api.post("/budgets", {
      name: "Food",
      currency: "USD",
      limit: 50,
      period: "monthly",
      startDate: "2026-03-01",
      walletId: u.walletId,
      categoryIds: [u.categoryId],
    });
    expect(budget.status).toBe(201);

    // The client calls it an octet stream: the type is read from the bytes.
    const res = await postReceipt(t(), u.token, {
      receipt: receiptFixture("clean.png"),
      walletId: u.walletId,
      categoryId: u.categoryId,
      contentType: "application/octet-stream",
    });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code: "RECEIPT_PROCESSED",
      message: expect.any(String),
      receipt: {
        merchant: "CORNER GROCERY",
        date: "2026-03-14",
        currency: "USD",
        total: 10.98,
        itemsTotal: 10.98,
        tax: "none",
        warnings: [],
      },
      budgets: [{ budgetId: budget.body.budget.id, spent: 10.98, limit: 50, remaining: 39.02, exceeded: false }],
    });
    expect(
      res.body.transactions.map((tx: Record<string, unknown>) => [tx.description, tx.amount, tx.type, tx.date]),
    ).toEqual([
      // The printed "10:32" is kept, as that wall-clock time in UTC.
      ["Milk 2L", -3.49, "expense", "2026-03-14T10:32:00.000Z"],
      ["Bread", -2.99, "expense", "2026-03-14T10:32:00.000Z"],
      ["Apples 1kg", -4.5, "expense", "2026-03-14T10:32:00.000Z"],
    ]);
    expect(await balanceOf(u, u.walletId)).toBe(89.02);
    expect(await transactionsOf(u)).toHaveLength(3);
  });

  it("refuses a receipt in another currency than the wallet's with 400 CURRENCY_MISMATCH, creating nothing", async () => {
    const u = await anAccount(t());
    const res = await postReceipt(t(), u.token, {
      receipt: receiptFixture("other-currency.png"),
      walletId: u.walletId,
      categoryId: u.categoryId,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "CURRENCY_MISMATCH", error: expect.stringContaining("JPY") });
    expect(await transactionsOf(u)).toEqual([]);
    expect(await balanceOf(u, u.walletId)).toBe(100);
  });

  it("answers 500 OCR_PARSE_FAILED for a blank image", async () => {
    const u = await anAccount(t());
    const res = await postReceipt(t(), u.token, {
      receipt: receiptFixture("blank.png"),
      walletId: u.walletId,
      categoryId: u.categoryId,
    });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe("OCR_PARSE_FAILED");
    expect(await transactionsOf(u)).toEqual([]);
    // A 5xx of the contract's is still the service's failure: its reason reaches the log.
    const logged = t()
      .logs.map((line) => JSON.parse(line))
      .find((entry) => entry.msg === "request failed with a server error" && entry.code === "OCR_PARSE_FAILED");
    expect(logged).toMatchObject({ level: 50, path: "/api/v1/transaction/receipt", reason: expect.any(String) });
  });

  it("answers 415 UNSUPPORTED_RECEIPT_TYPE for a file that is not an image, whatever its claimed type", async () => {
    const u = await anAccount(t());
    const before = ocr.counter.calls;
    for (const receipt of [
      receiptFixture("not-an-image.txt"),
      new Uint8Array(0),
      new TextEncoder().encode("%PDF-1.7"),
    ]) {
      const res = await postReceipt(t(), u.token, { receipt, walletId: u.walletId, categoryId: u.categoryId });
      expect(res.status).toBe(415);
      expect(res.body.code).toBe("UNSUPPORTED_RECEIPT_TYPE");
    }
    expect(ocr.counter.calls).toBe(before);
  });

  it("answers 400 VALIDATION_ERROR unless there is exactly one file and both ids, and a language only as a BCP 47 tag", async () => {
    const u = await anAccount(t());
    const image = receiptFixture("clean.png");
    const refs = { walletId: u.walletId, categoryId: u.categoryId };
    const cases = [
      [{ ...refs }, "receipt"],
      [{ ...refs, receipt: [image, image] }, "receipt"],
      [{ ...refs, receipt: "not a file" }, "receipt"],
      [{ receipt: image, categoryId: u.categoryId }, "walletId"],
      [{ receipt: image, walletId: u.walletId }, "categoryId"],
      [{ ...refs, receipt: image, extra: { amount: "5" } }, "amount"],
      [{ ...refs, receipt: image, extra: { language: "日本語" } }, "language"],
      [{ ...refs, receipt: image, extra: { language: "ja_JP;DROP" } }, "language"],
      [{ ...refs, receipt: image, extra: { language: `en-${"x".repeat(40)}` } }, "language"],
      [{ ...refs, receipt: image, extra: { language: "" } }, "language"],
    ] as const;
    const before = ocr.counter.calls;
    for (const [upload, path] of cases) {
      const res = await postReceipt(t(), u.token, upload);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
      expect(res.body.details).toContainEqual(expect.objectContaining({ path }));
    }
    // A JSON body is not a form at all: the router's media-type gate answers 415.
    const json = await u.api.post("/transaction/receipt", { walletId: u.walletId, categoryId: u.categoryId });
    expect([json.status, json.body.code]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    expect(ocr.counter.calls).toBe(before);
  });

  it("hands the client's language tag to the OCR engine with the wallet's currency", async () => {
    const contexts: unknown[] = [];
    const recording = makeTestApp({
      store,
      now: NOW,
      deps: {
        ocr: {
          read: (image, context) => {
            contexts.push(context);
            return tesseract.read(image, context);
          },
        },
      },
    });
    const app = await recording;
    try {
      const u = await anAccount(app);
      const res = await postReceipt(app, u.token, {
        receipt: receiptFixture("clean.png"),
        walletId: u.walletId,
        categoryId: u.categoryId,
        extra: { language: "en-US" },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(contexts).toEqual([{ walletCurrency: "USD", language: "en-US" }]);
    } finally {
      await app.close();
    }
  });

  it("checks the wallet and the category before running OCR", async () => {
    const u = await anAccount(t());
    const stranger = await anAccount(t());
    const image = receiptFixture("clean.png");
    const before = ocr.counter.calls;

    const foreignWallet = await postReceipt(t(), u.token, {
      receipt: image,
      walletId: stranger.walletId,
      categoryId: u.categoryId,
    });
    expect(foreignWallet.status).toBe(404);
    expect(foreignWallet.body.code).toBe("WALLET_NOT_FOUND");

    const foreignCategory = await postReceipt(t(), u.token, {
      receipt: image,
      walletId: u.walletId,
      categoryId: stranger.categoryId,
    });
    expect(foreignCategory.status).toBe(400);
    expect(foreignCategory.body.code).toBe("INVALID_CATEGORY_EXIST_PARAMS");

    expect(ocr.counter.calls).toBe(before);
    expect(await balanceOf(stranger, stranger.walletId)).toBe(100);
  });

  it("needs a token", async () => {
    const res = await t().request("POST", "/api/v1/transaction/receipt");
    expect(res.status).toBe(401);
  });
});

describeEachStore("receipt batches are all or nothing", (store) => {
  const receipt = {
    merchant: "Corner Grocery",
    date: "2026-03-14",
    currency: "USD",
    lines: [
      { description: "Milk", amount: 3.49 },
      { description: "Bread", amount: 2.99 },
      { description: "Apples", amount: 4.5 },
    ],
    total: 10.98,
  };
  let colliding: ReturnType<typeof collidingIds> | undefined;
  const t = useTestApp({
    store,
    deps: (base) => {
      colliding = collidingIds(base.ids);
      return { ids: colliding.ids, ocr: stubOcr(receipt) };
    },
  });

  it("writes nothing and leaves the balance when an insert fails in the middle of the batch", async () => {
    const u = await anAccount(t());
    colliding?.repeatNextId();

    const res = await postReceipt(t(), u.token, {
      receipt: receiptFixture("clean.png"),
      walletId: u.walletId,
      categoryId: u.categoryId,
    });

    expect(res.status).toBe(500);
    expect(res.body.code).toBe("INTERNAL_ERROR");
    expect(await transactionsOf(u)).toEqual([]);
    expect(await balanceOf(u, u.walletId)).toBe(100);

    // The same receipt goes through once nothing collides.
    const again = await postReceipt(t(), u.token, {
      receipt: receiptFixture("clean.png"),
      walletId: u.walletId,
      categoryId: u.categoryId,
    });
    expect(again.status).toBe(201);
    expect(await balanceOf(u, u.walletId)).toBe(89.02);
  });
});

describe("receipt limits and providers", () => {
  it("answers 413 PAYLOAD_TOO_LARGE for a file over RECEIPT_MAX_BYTES", async () => {
    const t = await makeTestApp({ env: { RECEIPT_MAX_BYTES: "100000" }, deps: { ocr: stubOcr(emptyReceipt) } });
    try {
      const u = await anAccount(t);
      const res = await postReceipt(t, u.token, {
        receipt: pngOfSize(100_001),
        walletId: u.walletId,
        categoryId: u.categoryId,
      });
      expect(res.status).toBe(413);
      expect(res.body.code).toBe("PAYLOAD_TOO_LARGE");
    } finally {
      await t.close();
    }
  });

  it("stops reading a streamed upload (no Content-Length) once it passes the limit", async () => {
    const t = await makeTestApp({ env: { RECEIPT_MAX_BYTES: "100000" }, deps: { ocr: stubOcr(emptyReceipt) } });
    try {
      const u = await anAccount(t);
      const chunk = new Uint8Array(64 * 1024);
      const totalChunks = 160; // 10 MiB offered
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\n\r\n'),
          );
        },
        pull(controller) {
          if (pulled === totalChunks) {
            controller.enqueue(new TextEncoder().encode("\r\n--b--\r\n"));
            controller.close();
            return;
          }
          pulled += 1;
          controller.enqueue(chunk);
        },
      });
      const request = new Request("http://localhost/api/v1/transaction/receipt", {
        method: "POST",
        headers: { authorization: `Bearer ${u.token}`, "content-type": "multipart/form-data; boundary=b" },
        body,
        duplex: "half",
      } as RequestInit);
      const res = await t.app.request(request);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { code: string }).code).toBe("PAYLOAD_TOO_LARGE");
      expect(pulled).toBeLessThan(totalChunks);
    } finally {
      await t.close();
    }
  });

  it("reads receipts through the http provider (OCR_PROVIDER=http) from a loopback vision server", async () => {
    const vision = await startFakeVisionServer(
      `\`\`\`json\n${JSON.stringify({
        merchant: "Cafe Central",
        date: "2026-03-14",
        currency: "EUR",
        lines: [
          { description: "Croissant", amount: 2.5 },
          { description: "Cappuccino", amount: 3.2 },
          { description: "MwSt 19% incl.", amount: 0.91 },
        ],
        total: 5.7,
      })}\n\`\`\``,
    );
    const config = testConfig({
      OCR_PROVIDER: "http",
      OCR_URL: vision.url,
      OCR_MODEL: "vision-test",
      OCR_TIMEOUT_MS: "5000",
    });
    const provider = createOcr(config);
    const t = await makeTestApp({ deps: { ocr: provider } });
    try {
      const u = await anAccount(t, { currency: "EUR", balance: 20 });
      const res = await postReceipt(t, u.token, {
        receipt: receiptFixture("comma-decimals.png"),
        walletId: u.walletId,
        categoryId: u.categoryId,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.receipt).toMatchObject({
        merchant: "Cafe Central",
        currency: "EUR",
        total: 5.7,
        tax: "included",
      });
      expect(res.body.transactions.map((tx: { amount: number }) => tx.amount)).toEqual([-2.5, -3.2]);
      expect(await balanceOf(u, u.walletId)).toBe(14.3);
      expect(vision.requests()).toBe(1);
    } finally {
      await t.close();
      await provider.close();
      await vision.close();
    }
  });

  it("answers 500 OCR_RESPONSE_FAILED when the http provider is unreachable", async () => {
    const vision = await startFakeVisionServer("{}");
    await vision.close();
    const config = testConfig({ OCR_PROVIDER: "http", OCR_URL: vision.url, OCR_MODEL: "vision-test" });
    const t = await makeTestApp({ deps: { ocr: createOcr(config) } });
    try {
      const u = await anAccount(t);
      const res = await postReceipt(t, u.token, {
        receipt: receiptFixture("clean.png"),
        walletId: u.walletId,
        categoryId: u.categoryId,
      });
      expect(res.status).toBe(500);
      expect(res.body.code).toBe("OCR_RESPONSE_FAILED");
    } finally {
      await t.close();
    }
  });
});

const emptyReceipt = { merchant: null, date: null, currency: null, lines: [], total: null };
