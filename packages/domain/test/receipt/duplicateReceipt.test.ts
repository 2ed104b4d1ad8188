import { describe, expect, it } from "vitest";
import { CreateTransactionsFromReceipt, type TransactionRepo } from "../../src";
import { failure, makeWorld } from "../mothers";
import { anImage, fakeOcr, taxOnTop } from "./receiptMothers";

/** The same receipt (same digest) twice into one wallet: the second upload records nothing. */
const setup = async () => {
  const world = makeWorld();
  const account = await world.anAccount();
  const ocr = fakeOcr(taxOnTop());
  const useCase = (transactions: TransactionRepo = world.repos.transactions) =>
    new CreateTransactionsFromReceipt(
      ocr,
      transactions,
      world.repos.wallets,
      world.repos.categories,
      world.allocator,
      world.ids,
      world.clock,
      world.files,
    );
  const upload = (contentHash: string | undefined, transactions?: TransactionRepo, refs = account.refs) =>
    useCase(transactions).execute(account.userId, {
      ...refs,
      image: anImage(),
      ...(contentHash !== undefined && { contentHash }),
    });
  const stored = async () => (await world.listTransactions.execute(account.userId, {})).items;
  return { world, account, ocr, upload, stored };
};

describe("CreateTransactionsFromReceipt: the same receipt twice", () => {
  it("refuses a receipt already recorded into the wallet before running OCR, naming the earlier batch", async () => {
    const { ocr, upload, stored } = await setup();
    const first = await upload("a1");
    expect(ocr.calls).toBe(1);

    const error = await failure(() => upload("a1"));
    expect(error.code).toBe("RECEIPT_ALREADY_PROCESSED");
    expect(error.details?.map((d) => d.message)).toEqual(first.transactions.map((t) => t.id));
    expect(ocr.calls).toBe(1);
    expect(await stored()).toHaveLength(first.transactions.length);
  });

  it("records other bytes", async () => {
    const { upload, stored } = await setup();
    const first = await upload("a1");
    await upload("b2");
    expect(await stored()).toHaveLength(2 * first.transactions.length);
  });

  it("does not check uploads without a digest", async () => {
    const { upload, stored } = await setup();
    const first = await upload(undefined);
    await upload(undefined);
    expect(await stored()).toHaveLength(2 * first.transactions.length);
  });

  it("records the receipt again once every transaction of the earlier batch was deleted", async () => {
    const { world, account, upload, stored } = await setup();
    const first = await upload("a1");
    for (const t of first.transactions) await world.repos.transactions.delete(t.id);
    await upload("a1");
    expect(await stored()).toHaveLength(first.transactions.length);
    expect(await world.balanceOf(account.refs.walletId)).toBe(
      10_000 + first.transactions.reduce((s, t) => s + t.amountMinor, 0),
    );
  });

  it("still records once when a concurrent upload passed the first check (the store enforces it)", async () => {
    const { world, upload, stored } = await setup();
    const real = world.repos.transactions;
    // Both uploads pass the early check, as two requests racing past it would.
    const blind: TransactionRepo = Object.assign(Object.create(real) as TransactionRepo, {
      findReceiptBatch: async () => [],
    });
    const results = await Promise.allSettled([upload("a1", blind), upload("a1", blind)]);
    const recorded = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(recorded).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason.code).toBe("RECEIPT_ALREADY_PROCESSED");
    expect(await stored()).toHaveLength(recorded[0]?.transactions.length ?? -1);
  });
});
