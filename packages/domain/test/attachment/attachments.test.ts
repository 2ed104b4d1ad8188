import { describe, expect, it } from "vitest";
import {
  AddAttachment,
  CreateTransactionsFromReceipt,
  DeleteAttachment,
  GetAttachmentFile,
  GetStorageUsage,
  ListAttachments,
  MAX_ATTACHMENTS_PER_TRANSACTION,
  ORPHAN_GRACE_MS,
  SweepOrphanFiles,
  type TransactionRepo,
} from "../../src";
import { failure, makeWorld, type World } from "../mothers";

const expectCode = async (promise: Promise<unknown>, code: string) =>
  expect((await failure(() => promise)).code).toBe(code);

import { anImage, fakeOcr, taxOnTop } from "../receipt/receiptMothers";

const PDF = new TextEncoder().encode("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n");

const useCasesOf = (world: World) => ({
  add: new AddAttachment(world.repos.transactions, world.repos.attachments, world.files, world.ids, world.clock),
  list: new ListAttachments(world.repos.transactions, world.repos.attachments),
  get: new GetAttachmentFile(world.repos.attachments, world.files),
  remove: new DeleteAttachment(world.repos.attachments, world.files),
  sweep: new SweepOrphanFiles(world.repos.attachments, world.files, world.clock),
  receipt: (transactions: TransactionRepo = world.repos.transactions) =>
    new CreateTransactionsFromReceipt(
      fakeOcr(taxOnTop()),
      transactions,
      world.repos.wallets,
      world.repos.categories,
      world.allocator,
      world.ids,
      world.clock,
      world.files,
    ),
});

const setup = async () => {
  const world = makeWorld();
  const account = await world.anAccount();
  const transaction = await world.anExpense(account.userId, account.refs);
  return { world, account, transaction, ...useCasesOf(world) };
};

const bytesOf = async (content: AsyncIterable<Uint8Array>): Promise<number[]> => {
  const out: number[] = [];
  for await (const chunk of content) out.push(...chunk);
  return out;
};

describe("attachments", () => {
  it("keeps a file with a transaction, lists it and hands its bytes back", async () => {
    const { world, account, transaction, add, list, get } = await setup();
    const attachment = await add.execute(account.userId, {
      transactionId: transaction.id,
      contentType: "application/pdf",
      bytes: PDF,
    });
    expect(attachment).toMatchObject({
      userId: account.userId,
      transactionId: transaction.id,
      contentType: "application/pdf",
      sizeBytes: PDF.length,
      fileKey: attachment.id,
      createdAt: world.clock.now(),
    });
    expect(await list.execute(account.userId, transaction.id)).toEqual([attachment]);
    const { file } = await get.execute(account.userId, attachment.id);
    expect(file.sizeBytes).toBe(PDF.length);
    expect(await bytesOf(file.content)).toEqual([...PDF]);
  });

  it("treats another user's transaction and attachment as the transaction rules and a missing attachment say", async () => {
    const { world, account, transaction, add, list, get, remove } = await setup();
    const stranger = await world.anAccount();
    const attachment = await add.execute(account.userId, {
      transactionId: transaction.id,
      contentType: "image/png",
      bytes: anImage().bytes,
    });
    await expectCode(
      add.execute(stranger.userId, { transactionId: transaction.id, contentType: "image/png", bytes: anImage().bytes }),
      "TRANSACTION_OWNER_MISMATCH",
    );
    await expectCode(list.execute(stranger.userId, transaction.id), "TRANSACTION_OWNER_MISMATCH");
    await expectCode(get.execute(stranger.userId, attachment.id), "ATTACHMENT_NOT_FOUND");
    await expectCode(remove.execute(stranger.userId, attachment.id), "ATTACHMENT_NOT_FOUND");
    await expectCode(get.execute(account.userId, "not-an-id"), "ATTACHMENT_NOT_FOUND");
    expect(world.files.files.has(attachment.fileKey)).toBe(true);
  });

  it(`refuses the ${MAX_ATTACHMENTS_PER_TRANSACTION + 1}th attachment of a transaction and leaves no file behind`, async () => {
    const { world, account, transaction, add } = await setup();
    const input = { transactionId: transaction.id, contentType: "image/png" as const, bytes: anImage().bytes };
    for (let i = 0; i < MAX_ATTACHMENTS_PER_TRANSACTION; i += 1) await add.execute(account.userId, input);
    await expectCode(add.execute(account.userId, input), "ATTACHMENT_LIMIT_REACHED");
    expect(world.files.files.size).toBe(MAX_ATTACHMENTS_PER_TRANSACTION);
  });

  it("deletes the file of a row it could not write (the transaction went meanwhile)", async () => {
    const { world, account, transaction } = await setup();
    const vanishing = new AddAttachment(
      world.repos.transactions,
      {
        ...world.repos.attachments,
        listByTransaction: (id) => world.repos.attachments.listByTransaction(id),
        storedBytes: (userId) => world.repos.attachments.storedBytes(userId),
        add: async (attachment, max) => {
          await world.repos.transactions.delete(transaction.id);
          return world.repos.attachments.add(attachment, max);
        },
      },
      world.files,
      world.ids,
      world.clock,
    );
    await expectCode(
      vanishing.execute(account.userId, { transactionId: transaction.id, contentType: "image/png", bytes: PDF }),
      "TRANSACTION_NOT_FOUND",
    );
    expect(world.files.files.size).toBe(0);
  });

  it("deleting an attachment removes its row and its file", async () => {
    const { world, account, transaction, add, list, remove, get } = await setup();
    const attachment = await add.execute(account.userId, {
      transactionId: transaction.id,
      contentType: "image/png",
      bytes: anImage().bytes,
    });
    expect(await remove.execute(account.userId, attachment.id)).toEqual(attachment);
    expect(await list.execute(account.userId, transaction.id)).toEqual([]);
    expect(world.files.files.size).toBe(0);
    await expectCode(get.execute(account.userId, attachment.id), "ATTACHMENT_NOT_FOUND");
  });

  it("deleting a transaction removes its attachments and their files", async () => {
    const { world, account, transaction, add } = await setup();
    const kept = await world.anExpense(account.userId, account.refs);
    const input = { contentType: "image/png" as const, bytes: anImage().bytes };
    await add.execute(account.userId, { ...input, transactionId: transaction.id });
    await add.execute(account.userId, { ...input, transactionId: transaction.id });
    const other = await add.execute(account.userId, { ...input, transactionId: kept.id });
    await world.deleteTransaction.execute(account.userId, transaction.id);
    expect([...world.files.files.keys()]).toEqual([other.fileKey]);
    expect(await world.repos.attachments.listByTransaction(transaction.id)).toEqual([]);
  });

  it("deleting a transfer removes its legs' attachments and their files", async () => {
    const { world, account, transaction, add } = await setup();
    const savings = await world.createWallet.execute(account.userId, { name: "Savings", currency: "USD" });
    const transfer = await world.createTransfer.execute(account.userId, {
      fromWalletId: account.refs.walletId,
      toWalletId: savings.id,
      amount: 10,
      date: "2026-03-14T09:30:00Z",
    });
    const input = { contentType: "image/png" as const, bytes: anImage().bytes };
    await add.execute(account.userId, { ...input, transactionId: transfer.outgoingTransactionId });
    await add.execute(account.userId, { ...input, transactionId: transfer.incomingTransactionId });
    const other = await add.execute(account.userId, { ...input, transactionId: transaction.id });
    await world.deleteTransfer.execute(account.userId, transfer.id);
    expect([...world.files.files.keys()]).toEqual([other.fileKey]);
    expect(await world.repos.attachments.listByTransaction(transfer.incomingTransactionId)).toEqual([]);
  });

  it("a receipt keeps its image once, linked to every transaction read off it, until the last one is deleted", async () => {
    const { world, account, list, get } = await setup();
    const image = anImage();
    const { transactions } = await useCasesOf(world)
      .receipt()
      .execute(account.userId, { ...account.refs, image });
    expect(transactions.length).toBeGreaterThan(1);
    expect(world.files.files.size).toBe(1);
    const linked = await Promise.all(transactions.map((tx) => list.execute(account.userId, tx.id)));
    const fileKeys = new Set(linked.flat().map((a) => a.fileKey));
    expect(linked.map((rows) => rows.length)).toEqual(transactions.map(() => 1));
    expect(fileKeys.size).toBe(1);
    const first = linked[0]?.[0];
    if (!first) throw new Error("no attachment");
    expect(first).toMatchObject({ contentType: "image/png", sizeBytes: image.bytes.length });
    expect(await bytesOf((await get.execute(account.userId, first.id)).file.content)).toEqual([...image.bytes]);

    const [last, ...others] = transactions;
    for (const tx of others) await world.deleteTransaction.execute(account.userId, tx.id);
    expect(world.files.files.size).toBe(1);
    if (last) await world.deleteTransaction.execute(account.userId, last.id);
    expect(world.files.files.size).toBe(0);
  });

  it("a receipt batch that fails deletes the image it wrote", async () => {
    const { world, account } = await setup();
    const failing: TransactionRepo = {
      ...world.repos.transactions,
      findReceiptBatch: (r) => world.repos.transactions.findReceiptBatch(r),
      createMany: async () => {
        throw new Error("database went away");
      },
    };
    await expect(
      useCasesOf(world)
        .receipt(failing)
        .execute(account.userId, { ...account.refs, image: anImage() }),
    ).rejects.toThrow("database went away");
    expect(world.files.files.size).toBe(0);
  });

  it("the sweep removes unfinished writes and files without a row past the grace period, and keeps the rest", async () => {
    const { world, account, transaction, add, sweep } = await setup();
    const kept = await add.execute(account.userId, {
      transactionId: transaction.id,
      contentType: "image/png",
      bytes: anImage().bytes,
    });
    await world.files.put("orphan-old", [PDF]);
    world.files.leaveUnfinished("partial-old");
    world.clock.advance(ORPHAN_GRACE_MS + 1);
    await world.files.put("orphan-young", [PDF]);
    world.files.leaveUnfinished("partial-young");

    expect(await sweep.execute()).toEqual({ orphans: 1, unfinished: 1 });
    expect([...world.files.files.keys()].sort()).toEqual([kept.fileKey, "orphan-young"].sort());
    expect([...world.files.unfinished.keys()]).toEqual(["partial-young"]);
  });

  it("holds a user's stored files to the quota, a receipt image counted once, streamed content by its size", async () => {
    const { world, account, transaction } = await setup();
    const quota = PDF.length * 2 + anImage().bytes.length;
    const add = new AddAttachment(
      world.repos.transactions,
      world.repos.attachments,
      world.files,
      world.ids,
      world.clock,
      quota,
    );
    const usage = new GetStorageUsage(world.repos.attachments, quota);
    const input = { transactionId: transaction.id, contentType: "application/pdf" as const };
    await add.execute(account.userId, { ...input, bytes: PDF });
    await add.execute(account.userId, { ...input, content: [PDF], sizeBytes: PDF.length });
    expect(await usage.execute(account.userId)).toEqual({ storedBytes: PDF.length * 2, quotaBytes: quota });
    const files = world.files.files.size;
    await expectCode(add.execute(account.userId, { ...input, bytes: PDF }), "STORAGE_QUOTA_EXCEEDED");
    expect(world.files.files.size).toBe(files);

    // A receipt that fits exactly: its image is linked to every transaction it made, counted once.
    const receipt = new CreateTransactionsFromReceipt(
      fakeOcr(taxOnTop()),
      world.repos.transactions,
      world.repos.wallets,
      world.repos.categories,
      world.allocator,
      world.ids,
      world.clock,
      world.files,
      { attachments: world.repos.attachments, quotaBytes: quota },
    );
    const made = await receipt.execute(account.userId, { ...account.refs, image: anImage() });
    expect(made.transactions.length).toBeGreaterThan(1);
    expect((await usage.execute(account.userId)).storedBytes).toBe(quota);
    await expectCode(receipt.execute(account.userId, { ...account.refs, image: anImage() }), "STORAGE_QUOTA_EXCEEDED");
    const stranger = await world.anAccount();
    expect((await usage.execute(stranger.userId)).storedBytes).toBe(0);
  });
});
