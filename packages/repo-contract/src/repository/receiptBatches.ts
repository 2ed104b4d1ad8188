import { isDomainError, type ReceiptFingerprint } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { anExpense, aWallet, type Ledger, unique } from "../mothers";
import { type ContractContext, codeOf, expectCode, idsOf, settle } from "./harness";

/** Transactions: a receipt's batch is recorded once per wallet, also under races. */
export const describeReceiptBatchesContract = ({
  repos,
  store,
  givenLedger,
  balanceOf,
  listAll,
}: ContractContext): void => {
  describe("transactions: a receipt's batch is recorded once", () => {
    const aReceipt = (ledger: Ledger): ReceiptFingerprint => ({
      userId: ledger.userId,
      walletId: ledger.walletId,
      contentHash: `${unique()}`.padEnd(64, "0"),
    });

    it("refuses the same receipt into the same wallet, naming the earlier batch, and writes nothing", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
      const receipt = aReceipt(ledger);
      const first = [anExpense(ledger, 100), anExpense(ledger, 200)];
      await repos().transactions.createMany(first, receipt);
      expect(await repos().transactions.findReceiptBatch(receipt)).toEqual(idsOf(first));

      const again = [anExpense(ledger, 100), anExpense(ledger, 200)];
      const error = await repos()
        .transactions.createMany(again, receipt)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(codeOf(error)).toBe("RECEIPT_ALREADY_PROCESSED");
      expect(isDomainError(error) && error.details?.map((d) => d.message)).toEqual(idsOf(first));
      expect(await balanceOf(wallet.id)).toBe(-300);
      expect((await listAll({ userId: ledger.userId })).map((row) => row.id).sort()).toEqual(idsOf(first).sort());
    });

    it("keeps receipts of other wallets, other users and other bytes apart", async () => {
      const { user, ledger } = await givenLedger();
      const other = await givenLedger();
      const secondWallet = aWallet(user.id);
      await repos().wallets.create(secondWallet);
      const receipt = aReceipt(ledger);
      await repos().transactions.createMany([anExpense(ledger, 1)], receipt);
      const elsewhere = { ...ledger, walletId: secondWallet.id };
      await repos().transactions.createMany([anExpense(elsewhere, 1)], { ...receipt, walletId: secondWallet.id });
      await repos().transactions.createMany([anExpense(other.ledger, 1)], {
        ...receipt,
        ...aReceipt(other.ledger),
        contentHash: receipt.contentHash,
      });
      await repos().transactions.createMany([anExpense(ledger, 1)], aReceipt(ledger));
      expect(await listAll({ userId: user.id })).toHaveLength(3);
      expect(await listAll({ userId: other.user.id })).toHaveLength(1);
      expect(await repos().transactions.findReceiptBatch(aReceipt(ledger))).toEqual([]);
    });

    it("names only the transactions still there, and records the receipt again once all were deleted", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
      const receipt = aReceipt(ledger);
      const first = [anExpense(ledger, 100), anExpense(ledger, 200)];
      await repos().transactions.createMany(first, receipt);
      await repos().transactions.delete(first[0]!.id);
      expect(await repos().transactions.findReceiptBatch(receipt)).toEqual([first[1]!.id]);
      await expectCode(repos().transactions.createMany([anExpense(ledger, 5)], receipt), "RECEIPT_ALREADY_PROCESSED");

      await repos().transactions.delete(first[1]!.id);
      expect(await repos().transactions.findReceiptBatch(receipt)).toEqual([]);
      const second = [anExpense(ledger, 7)];
      await repos().transactions.createMany(second, receipt);
      expect(await repos().transactions.findReceiptBatch(receipt)).toEqual(idsOf(second));
      expect(await balanceOf(wallet.id)).toBe(-7);
    });

    it("records one of two concurrent batches of the same receipt", async () => {
      const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
      const receipt = aReceipt(ledger);
      const batches = Array.from({ length: 4 }, () => [anExpense(ledger, 10), anExpense(ledger, 20)]);
      const { fulfilled, reasons } = await settle(
        batches.map((batch) => repos().transactions.createMany(batch, receipt)),
      );
      expect(fulfilled).toBe(1);
      expect(reasons.map(codeOf)).toEqual(Array(3).fill("RECEIPT_ALREADY_PROCESSED"));
      expect(await balanceOf(wallet.id)).toBe(-30);
      expect(await listAll({ userId: ledger.userId })).toHaveLength(2);
    });

    it("records one of two concurrent batches of the same receipt through two handles on one store", async () => {
      const harness = store();
      if (!harness.openPeer) return;
      const peer = await harness.openPeer();
      try {
        const { wallet, ledger } = await givenLedger({ initialBalanceMinor: 0 });
        const receipt = aReceipt(ledger);
        const { fulfilled, reasons } = await settle(
          [repos(), peer.repositories, repos(), peer.repositories].map((handle) =>
            handle.transactions.createMany([anExpense(ledger, 10), anExpense(ledger, 20)], receipt),
          ),
        );
        expect(fulfilled).toBe(1);
        expect(reasons.map(codeOf)).toEqual(Array(3).fill("RECEIPT_ALREADY_PROCESSED"));
        expect(await balanceOf(wallet.id)).toBe(-30);
      } finally {
        await peer.close();
      }
    });
  });
};
