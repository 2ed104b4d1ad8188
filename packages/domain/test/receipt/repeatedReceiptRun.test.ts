import { describe, expect, it } from "vitest";
import { CreateTransactionsFromReceipt, type TransactionId, type TransactionRepo } from "../../src";
import { failure, makeWorld } from "../mothers";
import { anImage, fakeOcr, taxOnTop } from "./receiptMothers";

/** One upload run twice (a job repeated after a crash): the batch of the first run is answered, never a second. */
const setup = async () => {
  const world = makeWorld();
  const account = await world.anAccount();
  const useCase = (transactions: TransactionRepo = world.repos.transactions) =>
    new CreateTransactionsFromReceipt(
      fakeOcr(taxOnTop()),
      transactions,
      world.repos.wallets,
      world.repos.categories,
      world.allocator,
      world.ids,
      world.clock,
      world.files,
    );
  const run = (firstTransactionId: TransactionId | undefined, transactions?: TransactionRepo) =>
    useCase(transactions).execute(account.userId, {
      ...account.refs,
      image: anImage(),
      contentHash: "same-bytes",
      ...(firstTransactionId !== undefined && { firstTransactionId }),
    });
  const stored = async () => (await world.listTransactions.execute(account.userId, {})).items;
  return { world, run, stored };
};

describe("CreateTransactionsFromReceipt run again for the same upload", () => {
  it("gives the first transaction the caller's id and answers the recorded batch on a repeat", async () => {
    const { world, run, stored } = await setup();
    const runId = world.ids.next<TransactionId>();
    const first = await run(runId);
    expect(first.transactions[0]?.id).toBe(runId);

    const again = await run(runId);
    expect(again.transactions.map((t) => t.id).sort()).toEqual(first.transactions.map((t) => t.id).sort());
    expect(again.receipt).toEqual(first.receipt);
    expect(await stored()).toHaveLength(first.transactions.length);
  });

  it("still refuses another upload of the same bytes", async () => {
    const { world, run } = await setup();
    await run(world.ids.next<TransactionId>());
    expect((await failure(() => run(world.ids.next<TransactionId>()))).code).toBe("RECEIPT_ALREADY_PROCESSED");
    expect((await failure(() => run(undefined))).code).toBe("RECEIPT_ALREADY_PROCESSED");
  });

  it("answers the batch when two runs of one upload race past the early check", async () => {
    const { world, run, stored } = await setup();
    const real = world.repos.transactions;
    let blinded = 2;
    const blind: TransactionRepo = Object.assign(Object.create(real) as TransactionRepo, {
      findReceiptBatch: async (fingerprint: Parameters<TransactionRepo["findReceiptBatch"]>[0]) =>
        blinded-- > 0 ? [] : real.findReceiptBatch(fingerprint),
    });
    const runId = world.ids.next<TransactionId>();
    const [a, b] = await Promise.all([run(runId, blind), run(runId, blind)]);
    expect(a.transactions.map((t) => t.id).sort()).toEqual(b.transactions.map((t) => t.id).sort());
    expect(await stored()).toHaveLength(a.transactions.length);
  });
});
