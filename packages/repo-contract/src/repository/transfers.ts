import { MAX_TOTAL_MINOR, type Transfer, transferLegs, type WalletId } from "@finance/domain";
import { describe, expect, it } from "vitest";
import { aCategory, aTransfer, aUser, aWallet, expensesOf, JPY, minutesAfter, newId, T0 } from "../mothers";
import { type ContractContext, expectCode, idsOf } from "./harness";

/**
 * Transfers: the transfer row, both legs and both balances are one atomic write on every path
 * (create, update, delete), under concurrency too; legs show in the transaction list and count in
 * no budget spending.
 */
export const describeTransfersContract = ({ repos, store, balanceOf, listAll }: ContractContext): void => {
  describe("transfers", () => {
    /** A user with wallets of the given currencies and opening balances (10,000 minor units each unless told). */
    const given = async (wallets: readonly { currency?: string; balance?: number }[] = [{}, {}]) => {
      const user = aUser();
      await repos().users.create(user);
      const made = wallets.map((w) =>
        aWallet(user.id, {
          ...(w.currency && { currency: w.currency as typeof JPY }),
          initialBalanceMinor: w.balance ?? 10_000,
          balanceMinor: w.balance ?? 10_000,
        }),
      );
      for (const wallet of made) await repos().wallets.create(wallet);
      return { user, wallets: made };
    };
    const balances = async (wallets: readonly { id: WalletId }[]) =>
      Promise.all(wallets.map((wallet) => balanceOf(wallet.id)));

    it("writes the transfer with its two legs and moves both balances", async () => {
      const { user, wallets } = await given([{}, { currency: "EUR", balance: 0 }]);
      const [usd, eur] = wallets as [(typeof wallets)[0], (typeof wallets)[0]];
      const transfer = aTransfer(user.id, usd, eur, { amountMinor: 2500, toAmountMinor: 2300 });
      await repos().transfers.create(transfer);
      expect(await repos().transfers.findById(transfer.id)).toEqual(transfer);
      const [outgoing, incoming] = transferLegs(transfer);
      expect(await repos().transactions.findById(transfer.outgoingTransactionId)).toEqual(outgoing);
      expect(await repos().transactions.findById(transfer.incomingTransactionId)).toEqual(incoming);
      expect(await balances(wallets)).toEqual([10_000 - 2500, 2300]);
      expect(idsOf(await listAll({ userId: user.id })).sort()).toEqual(idsOf([outgoing, incoming]).sort());
      expect(await repos().transfers.findById(newId())).toBeNull();
    });

    it("counts no leg in budget spending", async () => {
      const { user, wallets } = await given();
      const category = aCategory(user.id);
      await repos().categories.create(category);
      await repos().transfers.create(
        aTransfer(user.id, wallets[0]!, wallets[1]!, { amountMinor: 700, toAmountMinor: 700 }),
      );
      const window = {
        walletId: wallets[0]!.id,
        categoryIds: [category.id],
        from: minutesAfter(-60),
        to: minutesAfter(60),
      };
      expect(await expensesOf(repos().transactions, window)).toBe(0);
    });

    it("writes nothing when a wallet is missing or a balance would leave the exact range", async () => {
      const { user, wallets } = await given([{ currency: "JPY" }, { currency: "JPY", balance: MAX_TOTAL_MINOR - 5 }]);
      const [from, to] = wallets as [(typeof wallets)[0], (typeof wallets)[0]];
      const tooMuch = aTransfer(user.id, from, to, { amountMinor: 6, toAmountMinor: 6 });
      await expectCode(repos().transfers.create(tooMuch), "SUM_OUT_OF_RANGE");
      const nowhere = aTransfer(user.id, from, { id: newId(), currency: JPY });
      await expectCode(repos().transfers.create(nowhere), "WALLET_NOT_FOUND");
      for (const t of [tooMuch, nowhere]) {
        expect(await repos().transfers.findById(t.id)).toBeNull();
        expect(await repos().transactions.findById(t.outgoingTransactionId)).toBeNull();
      }
      expect(await balances(wallets)).toEqual([10_000, MAX_TOTAL_MINOR - 5]);
      await repos().transfers.create(aTransfer(user.id, from, to, { amountMinor: 5, toAmountMinor: 5 }));
      expect(await balances(wallets)).toEqual([10_000 - 5, MAX_TOTAL_MINOR]);
    });

    it("updates transfer and legs together, moving balances between the old and the new wallets", async () => {
      const { user, wallets } = await given([{}, {}, {}]);
      const [a, b, c] = wallets as [(typeof wallets)[0], (typeof wallets)[0], (typeof wallets)[0]];
      const transfer = aTransfer(user.id, a, b, { amountMinor: 1000, toAmountMinor: 1000 });
      await repos().transfers.create(transfer);
      const next: Transfer = {
        ...transfer,
        fromWalletId: c.id,
        toWalletId: a.id,
        amountMinor: 400,
        toAmountMinor: 400,
        description: "Back",
        date: minutesAfter(5),
        updatedAt: minutesAfter(10),
        version: 2,
      };
      expect(await repos().transfers.update({ next, expectedVersion: 1 })).toEqual({ ok: true, value: next });
      expect(await repos().transfers.findById(transfer.id)).toEqual(next);
      const [outgoing, incoming] = transferLegs(next);
      expect(await repos().transactions.findById(outgoing.id)).toEqual(outgoing);
      expect(await repos().transactions.findById(incoming.id)).toEqual(incoming);
      expect(await balances(wallets)).toEqual([10_000 + 400, 10_000, 10_000 - 400]);
      const stale = await repos().transfers.update({
        next: { ...next, amountMinor: 1, toAmountMinor: 1 },
        expectedVersion: 1,
      });
      expect(stale).toEqual({ ok: false, current: next });
      expect(await balances(wallets)).toEqual([10_000 + 400, 10_000, 10_000 - 400]);
      await expectCode(
        repos().transfers.update({ next: { ...next, id: newId() }, expectedVersion: 1 }),
        "TRANSFER_NOT_FOUND",
      );
    });

    it("deletes the transfer with both legs and gives both balances back, once", async () => {
      const { user, wallets } = await given();
      const transfer = aTransfer(user.id, wallets[0]!, wallets[1]!, { amountMinor: 900, toAmountMinor: 900 });
      await repos().transfers.create(transfer);
      const answers = await Promise.all([repos().transfers.delete(transfer.id), repos().transfers.delete(transfer.id)]);
      expect(answers.filter((answer) => answer !== null)).toEqual([transfer]);
      expect(await repos().transfers.findById(transfer.id)).toBeNull();
      expect(await listAll({ userId: user.id })).toEqual([]);
      expect(await balances(wallets)).toEqual([10_000, 10_000]);
      expect(await repos().transfers.delete(newId())).toBeNull();
    });

    it("lists a user's transfers newest first, keyset paged, and no one else's", async () => {
      const { user, wallets } = await given();
      const other = await given();
      const made = [3, 1, 2, 2].map((minutes) =>
        aTransfer(user.id, wallets[0]!, wallets[1]!, { date: minutesAfter(minutes) }),
      );
      for (const t of [...made, aTransfer(other.user.id, other.wallets[0]!, other.wallets[1]!)]) {
        await repos().transfers.create(t);
      }
      const want = [...made].sort((x, y) => y.date.getTime() - x.date.getTime() || (x.id < y.id ? 1 : -1));
      const first = await repos().transfers.list({ userId: user.id, limit: 3 });
      expect(first.items).toEqual(want.slice(0, 3));
      expect(first.nextCursor).toEqual({ date: want[2]!.date, id: want[2]!.id });
      const rest = await repos().transfers.list({ userId: user.id, limit: 3, after: first.nextCursor! });
      expect(rest).toEqual({ items: want.slice(3), nextCursor: null });
      expect((await repos().transfers.list({ userId: newId(), limit: 10 })).items).toEqual([]);
    });

    it("keeps both balances exact after 100 concurrent transfers between two wallets, both ways", async () => {
      const { user, wallets } = await given([{ balance: 0 }, { balance: 0 }]);
      const [a, b] = wallets as [(typeof wallets)[0], (typeof wallets)[0]];
      const peer = await store().openPeer?.();
      try {
        const transfers = Array.from({ length: 100 }, (_, i) => {
          const amount = 1 + i * 7;
          return i % 2 === 0
            ? aTransfer(user.id, a, b, { amountMinor: amount, toAmountMinor: amount, date: minutesAfter(i) })
            : aTransfer(user.id, b, a, { amountMinor: amount, toAmountMinor: amount, date: minutesAfter(i) });
        });
        await Promise.all(
          transfers.map((t, i) => (peer && i % 3 === 0 ? peer.repositories : repos()).transfers.create(t)),
        );
        const net = transfers.reduce((sum, t) => sum + (t.fromWalletId === a.id ? -t.amountMinor : t.amountMinor), 0);
        expect(await balances(wallets)).toEqual([net, -net]);
        // And back: every one deleted concurrently, half of them updated on the way.
        await Promise.all(
          transfers.slice(0, 50).map((t) =>
            repos().transfers.update({
              next: { ...t, amountMinor: t.amountMinor + 1, toAmountMinor: t.amountMinor + 1, version: 2 },
              expectedVersion: 1,
            }),
          ),
        );
        const moved = transfers.map((t, i) => (i < 50 ? t.amountMinor + 1 : t.amountMinor));
        const netAfter = transfers.reduce((sum, t, i) => sum + (t.fromWalletId === a.id ? -moved[i]! : moved[i]!), 0);
        expect(await balances(wallets)).toEqual([netAfter, -netAfter]);
        await Promise.all(
          transfers.map((t, i) => (peer && i % 2 === 0 ? peer.repositories : repos()).transfers.delete(t.id)),
        );
        expect(await balances(wallets)).toEqual([0, 0]);
        expect(await listAll({ userId: user.id })).toEqual([]);
      } finally {
        await peer?.close();
      }
    });

    it("keeps the legs' dates, descriptions and versions with their transfer", async () => {
      const { user, wallets } = await given();
      const transfer = aTransfer(user.id, wallets[0]!, wallets[1]!, { date: T0, description: "Rent pot" });
      await repos().transfers.create(transfer);
      const legs = await listAll({ userId: user.id });
      expect(legs.map((leg) => [leg.transferId, leg.categoryId, leg.description, leg.version])).toEqual([
        [transfer.id, null, "Rent pot", 1],
        [transfer.id, null, "Rent pot", 1],
      ]);
    });
  });
};
