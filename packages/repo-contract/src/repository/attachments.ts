import type { Attachment, TransactionId } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { anExpense, type Ledger, minutesAfter, newId, T0, unique } from "../mothers";
import { type ContractContext, codeOf, expectCode, settle } from "./harness";

/** Attachments: rows linking stored files to transactions, written alone or with a batch. */
export const describeAttachmentsContract = ({ repos, givenLedger, balanceOf }: ContractContext): void => {
  const anAttachment = (
    ledger: Ledger,
    transactionId: TransactionId,
    overrides: Partial<Attachment> = {},
  ): Attachment => {
    const id = newId();
    return {
      id,
      userId: ledger.userId,
      transactionId,
      fileKey: id,
      contentType: "image/png",
      sizeBytes: 1234,
      createdAt: T0,
      ...overrides,
    };
  };

  const givenTransaction = async () => {
    const given = await givenLedger();
    const transaction = anExpense(given.ledger, 100);
    await repos().transactions.create(transaction);
    return { ...given, transaction };
  };

  describe("attachments", () => {
    it("round-trips a row, lists a transaction's rows oldest first and finds none of another's", async () => {
      const { ledger, transaction } = await givenTransaction();
      const other = await givenTransaction();
      const later = anAttachment(ledger, transaction.id, {
        createdAt: minutesAfter(5),
        contentType: "application/pdf",
      });
      const earlier = anAttachment(ledger, transaction.id, { sizeBytes: 10 * 1024 * 1024 });
      await repos().attachments.add(later, 10);
      await repos().attachments.add(earlier, 10);
      await repos().attachments.add(anAttachment(other.ledger, other.transaction.id), 10);
      expect(await repos().attachments.findById(later.id)).toEqual(later);
      expect(await repos().attachments.listByTransaction(transaction.id)).toEqual([earlier, later]);
      expect(await repos().attachments.findById(newId())).toBeNull();
      expect(await repos().attachments.findById(newId())).toBeNull();
      expect(await repos().attachments.listByTransaction(newId())).toEqual([]);
    });

    it("refuses a row on a transaction that is not there", async () => {
      const { ledger } = await givenLedger();
      await expectCode(repos().attachments.add(anAttachment(ledger, newId()), 10), "TRANSACTION_NOT_FOUND");
      await expectCode(repos().attachments.add(anAttachment(ledger, newId()), 10), "TRANSACTION_NOT_FOUND");
    });

    it("holds a transaction to the cap, also under concurrent adds", async () => {
      const { ledger, transaction } = await givenTransaction();
      await repos().attachments.add(anAttachment(ledger, transaction.id), 3);
      const { fulfilled, reasons } = await settle(
        Array.from({ length: 6 }, () => repos().attachments.add(anAttachment(ledger, transaction.id), 3)),
      );
      expect(fulfilled).toBe(2);
      expect(reasons.map(codeOf)).toEqual(Array(4).fill("ATTACHMENT_LIMIT_REACHED"));
      expect(await repos().attachments.listByTransaction(transaction.id)).toHaveLength(3);
    });

    it("deletes a row once and says which file keys rows still point at", async () => {
      const { ledger, transaction } = await givenTransaction();
      const shared = `shared-${unique()}`;
      const a = anAttachment(ledger, transaction.id, { fileKey: shared });
      const b = anAttachment(ledger, transaction.id, { fileKey: shared });
      const alone = anAttachment(ledger, transaction.id);
      for (const row of [a, b, alone]) await repos().attachments.add(row, 10);
      const unused = `unused-${unique()}`;
      expect((await repos().attachments.fileKeysInUse([shared, alone.fileKey, unused, shared])).sort()).toEqual(
        [shared, alone.fileKey].sort(),
      );
      expect(await repos().attachments.delete(a.id)).toEqual(a);
      expect(await repos().attachments.delete(a.id)).toBeNull();
      expect(await repos().attachments.delete(newId())).toBeNull();
      expect(await repos().attachments.fileKeysInUse([shared])).toEqual([shared]);
      await repos().attachments.delete(b.id);
      expect(await repos().attachments.fileKeysInUse([shared, alone.fileKey])).toEqual([alone.fileKey]);
      expect(await repos().attachments.fileKeysInUse([])).toEqual([]);
    });

    it("answers file keys in use for more keys than one query takes", async () => {
      const { ledger, transaction } = await givenTransaction();
      const row = anAttachment(ledger, transaction.id);
      await repos().attachments.add(row, 10);
      const keys = [...Array.from({ length: 1200 }, () => `missing-${unique()}`), row.fileKey];
      expect(await repos().attachments.fileKeysInUse(keys)).toEqual([row.fileKey]);
    });

    it("removes a transaction's rows with the transaction, and keeps other transactions' rows", async () => {
      const { ledger, transaction } = await givenTransaction();
      const kept = anExpense(ledger, 50);
      await repos().transactions.create(kept);
      const gone = anAttachment(ledger, transaction.id);
      const stays = anAttachment(ledger, kept.id);
      await repos().attachments.add(gone, 10);
      await repos().attachments.add(stays, 10);
      await repos().transactions.delete(transaction.id);
      expect(await repos().attachments.findById(gone.id)).toBeNull();
      expect(await repos().attachments.findById(stays.id)).toEqual(stays);
      expect(await repos().attachments.fileKeysInUse([gone.fileKey, stays.fileKey])).toEqual([stays.fileKey]);
    });

    it("writes a batch's rows with the batch, all or nothing", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
      const batch = [anExpense(ledger, 100), anExpense(ledger, 200)];
      const fileKey = `receipt-${unique()}`;
      const rows = batch.map((tx) => anAttachment(ledger, tx.id, { fileKey, contentType: "image/jpeg" }));
      await repos().transactions.createMany(batch, undefined, rows);
      expect(await repos().attachments.listByTransaction(batch[0]!.id)).toEqual([rows[0]]);
      expect(await repos().attachments.listByTransaction(batch[1]!.id)).toEqual([rows[1]]);

      const failing = [anExpense(ledger, 5)];
      const dangling = anAttachment(ledger, newId(), { fileKey: `dangling-${unique()}` });
      await expect(repos().transactions.createMany(failing, undefined, [dangling])).rejects.toThrow();
      expect(await repos().transactions.findById(failing[0]!.id)).toBeNull();
      expect(await repos().attachments.fileKeysInUse([dangling.fileKey])).toEqual([]);
      expect(await balanceOf(wallet.id)).toBe(-300);
    });

    it("writes a receipt batch's rows with the batch, and none when the receipt was recorded already", async () => {
      const { ledger } = await givenLedger();
      const receipt = { userId: ledger.userId, walletId: ledger.walletId, contentHash: `${unique()}`.padEnd(64, "0") };
      const first = [anExpense(ledger, 100)];
      const firstRows = first.map((tx) => anAttachment(ledger, tx.id));
      await repos().transactions.createMany(first, receipt, firstRows);
      expect(await repos().attachments.listByTransaction(first[0]!.id)).toEqual(firstRows);

      const again = [anExpense(ledger, 100)];
      const againRows = again.map((tx) => anAttachment(ledger, tx.id));
      await expectCode(repos().transactions.createMany(again, receipt, againRows), "RECEIPT_ALREADY_PROCESSED");
      expect(await repos().attachments.findById(againRows[0]!.id)).toBeNull();
    });
  });
};
