import { TesseractOcr } from "@finance/ocr-tesseract";
import { afterAll, expect, it } from "vitest";
import { countingOcr, postReceipt, receiptFixture } from "./receipts.support";
import { describeEachStore, type LoggedInUser, registerAndLogin, seedWalletAndCategory, useTestApp } from "./support";

/** Real offline OCR, one worker for the whole file. */
const tesseract = new TesseractOcr();
afterAll(() => tesseract.terminate());

const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id).sort();

describeEachStore("the same receipt twice", (store) => {
  const ocr = countingOcr(tesseract);
  const t = useTestApp({ store, now: "2026-03-15T12:00:00.000Z", deps: { ocr: ocr.port } });

  const anAccount = async () => {
    const user = await registerAndLogin(t());
    const { wallet, category } = await seedWalletAndCategory(user.api);
    return { ...user, walletId: wallet.id as string, categoryId: category.id as string };
  };
  const upload = (u: LoggedInUser & { categoryId: string }, walletId: string, name = "clean.png") =>
    postReceipt(t(), u.token, { receipt: receiptFixture(name), walletId, categoryId: u.categoryId });
  const stored = async (u: LoggedInUser) => (await u.api.get("/transaction")).body.transactions as { id: string }[];
  const balanceOf = async (u: LoggedInUser, walletId: string): Promise<number> =>
    (await u.api.get("/wallet")).body.wallets.find((w: { id: string }) => w.id === walletId).balance;

  it("answers 409 RECEIPT_ALREADY_PROCESSED naming the earlier batch, without OCR, and records nothing", async () => {
    const u = await anAccount();
    const first = await upload(u, u.walletId);
    expect(first.status).toBe(201);
    const balance = await balanceOf(u, u.walletId);
    const calls = ocr.counter.calls;

    const again = await upload(u, u.walletId);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "RECEIPT_ALREADY_PROCESSED", message: expect.any(String) });
    expect(idsOf(again.body.details.map((d: { message: string }) => ({ id: d.message })))).toEqual(
      idsOf(first.body.transactions),
    );
    expect(ocr.counter.calls).toBe(calls);
    expect(idsOf(await stored(u))).toEqual(idsOf(first.body.transactions));
    expect(await balanceOf(u, u.walletId)).toBe(balance);
  });

  it("records the same bytes into another wallet, other bytes into the same wallet, and again once the batch was deleted", async () => {
    const u = await anAccount();
    const other = await u.api.post("/wallet", { name: "Second", currency: "USD", balance: 0 });
    expect(other.status).toBe(201);
    const first = await upload(u, u.walletId);
    expect(first.status).toBe(201);
    expect((await upload(u, other.body.wallet.id)).status).toBe(201);
    expect((await upload(u, u.walletId, "clean.webp")).status).toBe(201);

    for (const { id } of first.body.transactions) expect((await u.api.delete(`/transaction/${id}`)).status).toBe(200);
    const again = await upload(u, u.walletId);
    expect(again.status).toBe(201);
    expect((await upload(u, u.walletId)).status).toBe(409);
  });

  it("records one of two concurrent uploads of the same receipt", async () => {
    const u = await anAccount();
    const balance = await balanceOf(u, u.walletId);
    const answers = await Promise.all([upload(u, u.walletId), upload(u, u.walletId)]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409]);
    const recorded = answers.find((res) => res.status === 201)?.body;
    expect(idsOf(await stored(u))).toEqual(idsOf(recorded.transactions));
    expect(await balanceOf(u, u.walletId)).toBe(balance - recorded.receipt.total);
  });
});
